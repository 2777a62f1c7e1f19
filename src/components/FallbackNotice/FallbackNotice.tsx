import { useTranslation } from 'react-i18next';
import { languageNameInText } from '../../i18n/registry';
import { useCurrentPage } from '../../site/page-context';
import { useLangOf } from '../../site/textLanguage';
import styles from './FallbackNotice.module.css';

/**
 * Says, in the visitor's language, what of the page below is not translated yet and shown in
 * English: the page itself (`fallback.notice` in the language's common.json: its own text is
 * missing), or `parts` of it (`fallback.partsNotice`: the page is translated, a block of it is not,
 * such as the contact section). `{{language}}` is the language's name as that sentence writes it
 * ("traduite en français", "traducida al español").
 */
export function FallbackNotice({ parts = false }: { parts?: boolean }) {
  const { t } = useTranslation();
  const { lng } = useCurrentPage();
  const language = languageNameInText(lng);
  // In English while the language has no common.json of its own.
  const lang = useLangOf('common');
  return (
    <p className={styles.notice} role="note" lang={lang}>
      {parts ? t('fallback.partsNotice', { language }) : t('fallback.notice', { language })}
    </p>
  );
}
