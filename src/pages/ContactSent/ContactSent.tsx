import { useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import { LocalLink } from '../../components/LocalLink/LocalLink';
import { OutlineSections } from '../../components/OutlineSections/OutlineSections';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import styles from './ContactSent.module.css';

/**
 * Message sent: a plain text page. Its words and its outline are in `locales/<lng>/contactSent.json`: the
 * header from `hero` with the ways on (back to the home page, and the privacy notice it mentions),
 * then every section of `sections` in the file's order (docs/editing.md).
 */
export default function ContactSent() {
  const { t } = useTranslation('contactSent');
  return (
    <>
      <PageHeader
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
      >
        <ul className={styles.links}>
          <li>
            <LocalLink to={specPaths.home}>{t('links.home')}</LocalLink>
          </li>
          <li>
            <LocalLink to={specPaths.privacy}>{t('links.privacy')}</LocalLink>
          </li>
        </ul>
      </PageHeader>
      <OutlineSections ns="contactSent" />
    </>
  );
}
