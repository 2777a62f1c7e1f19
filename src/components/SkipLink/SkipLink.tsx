import { useTranslation } from 'react-i18next';
import styles from './SkipLink.module.css';

/** First tab stop: moves focus into `main`. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={styles.skipLink} href="#main">
      {t('skipLink')}
    </a>
  );
}
