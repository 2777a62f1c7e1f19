import { useTranslation } from 'react-i18next';
import { specPaths } from './paths';
import { Seo } from './Seo';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { Section } from '../components/Section/Section';
import { ButtonLink } from '../components/ButtonLink/ButtonLink';
import { LocalLink } from '../components/LocalLink/LocalLink';
import styles from './NotFound.module.css';

const destinations = [
  ['solutions', specPaths.solutions],
  ['aboutUs', specPaths.aboutUs],
  ['contact', specPaths.contact],
  ['bookDemo', specPaths.bookDemo],
] as const;

/** The page for unknown routes, in-app and as dist/404.html. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <>
      <Seo />
      <PageHeader
        eyebrow={t('notFound.eyebrow')}
        title={t('notFound.title')}
        lead={<p>{t('notFound.text')}</p>}
      >
        <ButtonLink to={specPaths.home}>{t('notFound.home')}</ButtonLink>
      </PageHeader>
      <Section heading={t('notFound.sectionsHeading')}>
        <ul className={styles.list}>
          {destinations.map(([key, path]) => (
            <li key={key}>
              <LocalLink to={path}>{t(`notFound.sections.${key}`)}</LocalLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
