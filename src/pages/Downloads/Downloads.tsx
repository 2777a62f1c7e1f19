import { useTranslation } from 'react-i18next';
import { downloadItems, type DownloadId } from '../../../content/downloads';
import { Accordion } from '../../components/Accordion/Accordion';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import { HeroActions } from '../../components/HeroActions/HeroActions';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { isLocale, languageOf, defaultLocale } from '../../i18n/registry';
import layout from '../../styles/layout.module.css';
// Written by scripts/pdfs.mjs (build, `npm start`, Vitest's global setup, `npm install`).
import generated from './generated/manifest.json';
import styles from './Downloads.module.css';

type Manifest = Record<string, Record<DownloadId, { path: string; bytes: number }>>;
const manifest: Manifest = generated;

/**
 * Downloads: three guides, each an accordion item with a summary and a link to its PDF, which
 * the build writes per language from the locale text; the link says the file's size.
 */
export default function Downloads() {
  const { t, i18n } = useTranslation('downloads');
  const lng = isLocale(i18n.language) ? i18n.language : defaultLocale;
  const files = manifest[lng] ?? manifest[defaultLocale];
  const kilobytes = new Intl.NumberFormat(languageOf(lng).intl, { maximumFractionDigits: 0 });
  /** A file's size in whole kilobytes (1,024 bytes), at least 1, in the page's number format. */
  const size = (bytes: number) => kilobytes.format(Math.max(1, Math.round(bytes / 1024)));

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
        <Accordion
          headingLevel={3}
          items={downloadItems.map((id) => {
            const title = t(`library.items.${id}.title`);
            const file = files?.[id];
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
                      download
                      type="application/pdf"
                      aria-label={t('library.downloadLabel', { size: size(file.bytes), title })}
                    >
                      {t('library.download', { size: size(file.bytes) })}
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
