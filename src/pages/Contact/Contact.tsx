import { useTranslation } from 'react-i18next';
import { Seo } from '../../app/Seo';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { ContactSection } from '../../components/ContactSection/ContactSection';

/** /newContact: the contact form on a page of its own. */
export default function Contact() {
  const { t } = useTranslation('contact');
  return (
    <>
      <Seo />
      <PageHeader
        eyebrow={t('page.eyebrow')}
        title={t('page.title')}
        lead={<p>{t('page.lead')}</p>}
      />
      <ContactSection />
    </>
  );
}
