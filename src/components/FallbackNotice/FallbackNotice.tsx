import { useTranslation } from 'react-i18next';
import { languageNameInText } from '../../i18n/registry';
import { useCurrentPage } from '../../site/page-context';
import styles from './FallbackNotice.module.css';

/**
 * Says, in the visitor's language, that the page below is not translated yet and shown in English.
 * The sentence is the language's own (`fallback.notice` in its common.json); `{{language}}` is the
 * language's name as that sentence writes it ("traduite en français", "traducida al español").
 */
export function FallbackNotice() {
  const { t } = useTranslation();
  const { lng } = useCurrentPage();
  return (
    <p className={styles.notice} role="note">
      {t('fallback.notice', { language: languageNameInText(lng) })}
    </p>
  );
}
