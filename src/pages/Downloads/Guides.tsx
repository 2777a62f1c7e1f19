import { useTranslation } from 'react-i18next';
import { downloadItems } from '../../../content/downloads';
import { Accordion } from '../../components/Accordion/Accordion';
import { languageOf } from '../../i18n/registry';
import { useFormat } from '../../site/format';
import { useLocale } from '../../site/locale';
import { useTextLanguage } from '../../site/textLanguage';
import layout from '../../styles/layout.module.css';
import { pdfOf } from './pdfs';
import styles from './Downloads.module.css';

/**
 * The guides' accordion (a part of its own: see the page): each guide's summary and a link to its
 * PDF, which says the file's size, and its language where it differs from the text around it.
 */
export function Guides() {
  const { t } = useTranslation('downloads');
  const { lng } = useLocale();
  const files = downloadItems.map((id) => pdfOf(lng, id));
  /** A file's size in whole kilobytes (1,024 bytes), at least 1, in the page's number format. */
  const size = useFormat().kilobytes;
  // The language the page's text is in, and a PDF's language named in it ("English", "inglés").
  const textLng = useTextLanguage();
  const names = new Intl.DisplayNames([languageOf(textLng).intl], { type: 'language' });
  const nameOf = (code: string) =>
    names.of(new Intl.Locale(languageOf(code).intl).language) ?? code;

  return (
    <Accordion
      headingLevel={3}
      items={downloadItems.map((id, index) => {
        const title = t(`library.items.${id}.title`);
        const file = files[index];
        const other = file !== undefined && file.lang !== textLng;
        const language = file ? nameOf(file.lang) : '';
        return {
          id,
          title,
          content: (
            <div className={layout.prose}>
              <p>{t(`library.items.${id}.text`)}</p>
              {file && (
                <a
                  className={styles.download}
                  href={file.path}
                  hrefLang={file.lang}
                  download
                  type="application/pdf"
                  aria-label={t(other ? 'library.downloadInLabel' : 'library.downloadLabel', {
                    size: size(file.bytes),
                    title,
                    language,
                  })}
                >
                  {t(other ? 'library.downloadIn' : 'library.download', {
                    size: size(file.bytes),
                    language,
                  })}
                </a>
              )}
            </div>
          ),
        };
      })}
    />
  );
}
