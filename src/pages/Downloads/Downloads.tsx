import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadItems } from '../../../content/downloads';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import { HeroActions } from '../../components/HeroActions/HeroActions';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { useLocale } from '../../site/locale';
import { deferredPart } from '../../components/Deferred/Deferred';
// The accordion's rules come with the page's stylesheet: its prerendered HTML is styled before
// its code (a chunk of its own) arrives.
import '../../components/Accordion/Accordion.module.css';
import { pdfOf } from './pdfs';
import styles from './Downloads.module.css';

/**
 * The guides' accordion (React Aria's disclosures) is left out of the page's first load and its
 * hydration: its prerendered HTML is hydrated when it is needed (src/components/Deferred).
 */
const Guides = deferredPart('download-guides', () =>
  import('./Guides').then((module) => module.Guides),
);

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
        <Guides />
      </Section>

      <ClosingCta heading={t('cta.heading')} text={t('cta.text')} />
    </>
  );
}
