import { useTranslation } from 'react-i18next';
import { downloadItems, downloadsFolder, type DownloadId } from '../../../content/downloads';
import { Accordion } from '../../components/Accordion/Accordion';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import { HeroActions } from '../../components/HeroActions/HeroActions';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { defaultLocale } from '../../i18n/registry';
import { useFormat } from '../../site/format';
import { useLocale } from '../../site/locale';
import layout from '../../styles/layout.module.css';
// Written by scripts/pdfs.mjs (build, `npm start`, Vitest's global setup, `npm install`).
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
 * language where the guide is not available in the page's (with a notice above the guides).
 */
export default function Downloads() {
  const { t } = useTranslation('downloads');
  const { lng } = useLocale();
  const files = downloadItems.map((id) => pdfOf(lng, id));
  /** A file's size in whole kilobytes (1,024 bytes), at least 1, in the page's number format. */
  const size = useFormat().kilobytes;

  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
      >
        <HeroActions />
      </PageHeader>

      <Section heading={t('library.heading')} intro={t('library.intro')}>
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
            const english = file?.lang !== lng;
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
                      aria-label={t(
                        english ? 'library.downloadEnglishLabel' : 'library.downloadLabel',
                        { size: size(file.bytes), title },
                      )}
                    >
                      {t(english ? 'library.downloadEnglish' : 'library.download', {
                        size: size(file.bytes),
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
