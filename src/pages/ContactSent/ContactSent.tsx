import { useTranslation } from 'react-i18next';
import { OutlineSections } from '../../components/OutlineSections/OutlineSections';
import { PageHeader } from '../../components/PageHeader/PageHeader';

/**
 * Message sent: a plain text page. Its words and its outline are in `locales/<lng>/contactSent.json`: the
 * header from `hero`, then every section of `sections` in the file's order (docs/editing.md).
 */
export default function ContactSent() {
  const { t } = useTranslation('contactSent');
  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
      />
      <OutlineSections ns="contactSent" />
    </>
  );
}
