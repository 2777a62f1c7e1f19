import { useTranslation } from 'react-i18next';
import { languageOf } from '../../i18n/registry';
import { useCurrentPage } from '../../site/page-context';
import styles from './FallbackNotice.module.css';

/** Says, in the visitor's language, that the page below is not translated yet and shown in English. */
export function FallbackNotice() {
  const { t } = useTranslation();
  const { lng } = useCurrentPage();
  return (
    <p className={styles.notice} role="note">
      {t('fallback.notice', { language: languageOf(lng).name })}
    </p>
  );
}
