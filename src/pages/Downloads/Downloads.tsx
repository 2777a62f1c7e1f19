import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadItems, downloadsFolder, type DownloadId } from '../../../content/downloads';
import { Accordion } from '../../components/Accordion/Accordion';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import { HeroActions } from '../../components/HeroActions/HeroActions';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { defaultLocale, languageOf } from '../../i18n/registry';
import { useFormat } from '../../site/format';
import { useLocale } from '../../site/locale';
import { useTextLanguage } from '../../site/textLanguage';
import layout from '../../styles/layout.module.css';
// Written by tooling/site-build/pdfs.mjs (build, `npm start`, Vitest's global setup, `npm install`).
import generated from './generated/manifest.json';
import styles from './Downloads.module.css';

/** The size in bytes of each PDF the build wrote in a language's own text. */
type Manifest = Record<string, Partial<Record<DownloadId, number>>>;
const manifest: Manifest = generated;

/**
 * The PDF a guide links in a language: its own, else the English one (the build writes no copy
 * of English text under another language's name); none when the build wrote neither.
 */
function pdfOf(lng: string, id: DownloadId) {
  const own = manifest[lng]?.[id];
  const lang = own === undefined ? defaultLocale : lng;
  const bytes = own ?? manifest[defaultLocale]?.[id];
  return bytes === undefined
    ? undefined
    : { lang, bytes, path: `/${downloadsFolder}/${lang}/${id}.pdf` };
}

/**
 * Downloads: the guides, each an accordion item with a summary and a link to its PDF, which
 * the build writes per language from the locale text; the link says the file's size, and its
 * language where it differs from the text around it (a guide not available in the page's
 * language links the English PDF, with a notice above the guides; a page shown in English links
 * the language's own PDFs, and says so).
 */
export default function Downloads() {
  const { t } = useTranslation('downloads');
  const { lng } = useLocale();
  const files = downloadItems.map((id) => pdfOf(lng, id));
  /** A file's size in whole kilobytes (1,024 bytes), at least 1, in the page's number format. */
  const size = useFormat().kilobytes;
  // The language the page's text is in, and a PDF's language named in it ("English", "inglés").
  const textLng = useTextLanguage();
  const names = new Intl.DisplayNames([languageOf(textLng).intl], { type: 'language' });
  const nameOf = (code: string) =>
    names.of(new Intl.Locale(languageOf(code).intl).language) ?? code;

  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
        art={FileDown}
      >
        <HeroActions />
      </PageHeader>

      <Section heading={t('library.heading')} intro={t('library.intro')} landmark>
        <ul className={styles.benefits} aria-label={t('library.benefitsLabel')}>
          <li>{t('library.benefits.instant')}</li>
          <li>{t('library.benefits.noRegistration')}</li>
        </ul>
        {files.some((file) => file && file.lang !== lng) && (
          <p className={styles.notice} role="note">
            {t('library.englishNotice')}
          </p>
        )}
        <Accordion
          headingLevel={3}
          items={downloadItems.map((id, index) => {
            const title = t(`library.items.${id}.title`);
            const file = files[index];
            const other = file !== undefined && file.lang !== textLng;
            const language = file ? nameOf(file.lang) : '';
            return {
              id,
              title,
              content: (
                <div className={layout.prose}>
                  <p>{t(`library.items.${id}.text`)}</p>
                  {file && (
                    <a
                      className={styles.download}
                      href={file.path}
                      hrefLang={file.lang}
                      download
                      type="application/pdf"
                      aria-label={t(other ? 'library.downloadInLabel' : 'library.downloadLabel', {
                        size: size(file.bytes),
                        title,
                        language,
                      })}
                    >
                      {t(other ? 'library.downloadIn' : 'library.download', {
                        size: size(file.bytes),
                        language,
                      })}
                    </a>
                  )}
                </div>
              ),
            };
          })}
        />
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
