import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { ContactSection } from '../../components/ContactSection/ContactSection';

/** /newContact: the contact form on a page of its own. */
export default function Contact() {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageHeader
        eyebrow={t('page.eyebrow')}
        title={t('page.title')}
        lead={<p>{t('page.lead')}</p>}
        art={MessagesSquare}
      />
      <ContactSection />
    </>
  );
}
