import { useTranslation } from 'react-i18next';
import { specPaths } from '../../content/paths';
import { notFoundLinks } from '../../content/navigation';
import { Seo } from './Seo';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { Section } from '../components/Section/Section';
import { ButtonLink } from '../components/ButtonLink/ButtonLink';
import { LocalLink } from '../components/LocalLink/LocalLink';
import layout from '../styles/layout.module.css';
import styles from './NotFound.module.css';

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
        <ul className={`${layout.linkList} ${styles.list}`}>
          {notFoundLinks.map((page) => (
            <li key={page}>
              <LocalLink to={specPaths[page]}>{t(`notFound.sections.${page}`)}</LocalLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
