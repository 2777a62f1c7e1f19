import { useTranslation } from 'react-i18next';
import { ContactSection } from '../../components/ContactSection/ContactSection';
import { BackToContact } from '../../components/BackToContact/BackToContact';
import { PageHeader } from '../../components/PageHeader/PageHeader';

/**
 * /newContact/error: the page the contact service answers an invalid form post with (400), in
 * the post's language. Prerendered as a template (no script): the contact form under an error
 * summary that lists every message of every field, each marked for the service to keep or drop;
 * the service puts the posted values back into the fields and the way back into `data-slot="back"`
 * (service/src/http/pages.ts).
 */
export default function ContactError() {
  const { t } = useTranslation('contactError');
  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={
          <>
            <p>{t('hero.lead')}</p>
            <BackToContact>{t('back')}</BackToContact>
          </>
        }
      />
      <ContactSection serviceTemplate />
    </>
  );
}
