import { useTranslation } from 'react-i18next';
import { useCurrentPage } from '../../site/page-context';
import { localeCodes, languageOf } from '../../i18n/registry';
import { LocalLink } from '../LocalLink/LocalLink';
import styles from './LanguageSwitcher.module.css';

/** Real links to the same page in every other language, each named in its own language. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { lng, page } = useCurrentPage();
  return (
    <ul
      className={[styles.switcher, className].filter(Boolean).join(' ')}
      aria-label={t('language.label')}
    >
      {localeCodes
        .filter((code) => code !== lng)
        .map((code) => (
          <li key={code}>
            <LocalLink
              className={styles.link}
              to={page?.path ?? '/'}
              lng={code}
              lang={code}
              hrefLang={code}
            >
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
                <path
                  d="M2 10h16M10 2c2.2 2.3 3.3 5 3.3 8s-1.1 5.7-3.3 8c-2.2-2.3-3.3-5-3.3-8S7.8 4.3 10 2Z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                />
              </svg>
              {languageOf(code).name}
            </LocalLink>
          </li>
        ))}
    </ul>
  );
}
