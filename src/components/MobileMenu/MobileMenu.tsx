import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import { callToActionPage, irmPages, mobileLinks } from '../../../content/navigation';
import { useCurrentPage } from '../../site/page-context';
import { LocalLink } from '../LocalLink/LocalLink';
import { NavLinks } from '../NavLinks/NavLinks';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import { Chevron } from '../Chevron/Chevron';
import styles from './MobileMenu.module.css';

/**
 * The navigation when the desktop one does not fit: a disclosure button and a panel. A click or
 * tap outside, focus moving out of it (Tab past its last link: the page under the panel is not
 * reached with the panel still covering it), Escape (focus returns to the button when it was in
 * the menu) and choosing a link close it.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { pathname } = useCurrentPage();
  const [open, setOpen] = useState(false);
  const [irmOpen, setIrmOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const irmId = useId();

  // Choosing a link (a navigation) closes the panel.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInside = rootRef.current?.contains(document.activeElement);
      setOpen(false);
      if (focusWasInside) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Focus moving to something outside (not to nothing: a tap on the panel's padding) closes it.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    // The wrapper only catches focus leaving its button and links.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={rootRef} className={styles.mobile} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          {open ? (
            <path
              d="M6 6l12 12M18 6 6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          ) : (
            <path
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          )}
        </svg>
        {t('nav.menu')}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <nav aria-label={t('nav.label')}>
          <ul className={styles.list}>
            <li>
              <LocalLink to={specPaths.home} className={styles.link}>
                {t('pages.home')}
              </LocalLink>
            </li>
            <li>
              <button
                type="button"
                className={styles.subToggle}
                aria-expanded={irmOpen}
                aria-controls={irmId}
                onClick={() => setIrmOpen((value) => !value)}
              >
                {t('nav.irm')}
                <Chevron className={styles.chevron} />
              </button>
              <ul id={irmId} className={styles.subList} hidden={!irmOpen}>
                {irmPages.map((id) => (
                  <li key={id}>
                    <LocalLink to={specPaths[id]} className={styles.link}>
                      {t(`pages.${id}`)}
                    </LocalLink>
                  </li>
                ))}
              </ul>
            </li>
            <NavLinks links={mobileLinks} linkClassName={styles.link} />
            <li>
              <LocalLink
                to={specPaths[callToActionPage]}
                className={`${styles.link} ${styles.primary}`}
              >
                {t(`pages.${callToActionPage}`)}
              </LocalLink>
            </li>
          </ul>
        </nav>
        <LanguageSwitcher className={styles.languages} />
      </div>
    </div>
  );
}
