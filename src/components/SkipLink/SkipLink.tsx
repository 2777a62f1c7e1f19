import { useTranslation } from 'react-i18next';
import styles from './SkipLink.module.css';
import { useLangOf } from '../../site/textLanguage';

/**
 * Focuses an element that is not focusable by itself (`<main>`, a heading) until focus leaves
 * it or the next press: it is focusable only while it holds focus, so a press on text inside it
 * later is not a press on a focusable element, and Tab then goes on from that text. The press
 * must end it too: a press inside the element that still holds focus does not move focus, so
 * no blur would come.
 */
export function focusQuietly(element: HTMLElement, options?: FocusOptions): void {
  if (!element.hasAttribute('tabindex')) {
    element.tabIndex = -1;
    const release = () => {
      element.removeAttribute('tabindex');
      element.removeEventListener('blur', release);
      document.removeEventListener('pointerdown', release, true);
    };
    element.addEventListener('blur', release);
    document.addEventListener('pointerdown', release, true);
  }
  element.focus(options);
}

/**
 * First tab stop: moves focus into `main` (a link to `#main`, which the browser follows without
 * script).
 */
export function SkipLink() {
  const { t } = useTranslation();
  const lang = useLangOf('common');
  return (
    <a
      lang={lang}
      className={styles.skipLink}
      href="#main"
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        focusQuietly(main);
      }}
    >
      {t('skipLink')}
    </a>
  );
}
