import { useTranslation } from 'react-i18next';
import { LocalLink } from '../LocalLink/LocalLink';
import styles from './Logo.module.css';
import { DecorativeSvg } from '../DecorativeSvg/DecorativeSvg';

/** The brand mark (a shield with a check) and the brand name from the settings, linking home. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <LocalLink
      to="/"
      className={[styles.logo, className].filter(Boolean).join(' ')}
      aria-label={t('homeLink')}
    >
      <DecorativeSvg className={styles.mark} viewBox="0 0 32 32" width="32" height="32">
        <path
          d="M16 2 4 6.5v8.2c0 7.3 5.1 13.2 12 15.3 6.9-2.1 12-8 12-15.3V6.5L16 2Z"
          fill="currentColor"
        />
        <path
          d="m10.5 16.2 3.8 3.8 7.4-8"
          fill="none"
          stroke="var(--color-accent-on-dark)"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </DecorativeSvg>
      <span className={styles.word}>{t('brand')}</span>
    </LocalLink>
  );
}
