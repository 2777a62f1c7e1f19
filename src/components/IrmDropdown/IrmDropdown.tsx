import { useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import { irmPages } from '../../../content/navigation';
import { useCurrentPage } from '../../site/page-context';
import { localizePath } from '../../i18n/paths';
import { LocalLink } from '../LocalLink/LocalLink';
import { Chevron } from '../Chevron/Chevron';
import styles from './IrmDropdown.module.css';

/** The dropdown closes 500 ms after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 500;

/**
 * The IRM dropdown: the APG disclosure-navigation pattern. A button with aria-expanded and
 * aria-controls, and a list of links. Hover opens it and leaving closes it after a delay that
 * re-entering cancels; opened by click or keyboard (or holding focus) it stays open until
 * toggled, Escape, focus leaving it, or a navigation. Escape closes it wherever focus is (WCAG
 * 1.4.13: content shown on hover is dismissible), returns focus to the button only when focus was
 * in it, and hover does not reopen it until the pointer has left.
 */
export function IrmDropdown() {
  const { t } = useTranslation();
  const { lng, pathname } = useCurrentPage();
  const [open, setOpen] = useState(false);
  const pinned = useRef(false);
  // Set by Escape while the pointer is over the dropdown; cleared when the pointer leaves.
  const hoverDismissed = useRef(false);
  const pointerInside = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const childIsCurrent = irmPages.some((id) => localizePath(specPaths[id], lng) === pathname);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = () => {
    cancelClose();
    setOpen(false);
  };

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInside = rootRef.current?.contains(document.activeElement);
      if (pointerInside.current) hoverDismissed.current = true;
      clearTimeout(closeTimer.current);
      setOpen(false);
      if (focusWasInside) buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // A navigation (choosing a link) closes the panel.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    pointerInside.current = true;
    if (hoverDismissed.current) return;
    cancelClose();
    if (!open) {
      pinned.current = false;
      setOpen(true);
    }
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    pointerInside.current = false;
    hoverDismissed.current = false;
    if (pinned.current) return;
    cancelClose();
    closeTimer.current = setTimeout(() => {
      if (rootRef.current?.contains(document.activeElement)) return;
      close();
    }, DROPDOWN_CLOSE_DELAY_MS);
  };

  const onClick = () => {
    cancelClose();
    if (!open) pinned.current = true;
    if (open && !pinned.current) {
      // Opened by hover: a click keeps it open instead of snatching it away.
      pinned.current = true;
    } else if (open) {
      close();
    } else {
      setOpen(true);
    }
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && !rootRef.current?.contains(next)) close();
  };

  return (
    // The list item only catches events bubbling from its button and links (APG disclosure nav).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={rootRef}
      className={styles.dropdown}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        data-current={childIsCurrent || undefined}
        onClick={onClick}
      >
        {t('nav.irm')}
        {childIsCurrent && <span className="visually-hidden"> {t('nav.irmCurrent')}</span>}
        <Chevron className={styles.chevron} />
      </button>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        {irmPages.map((id) => (
          <li key={id}>
            <LocalLink to={specPaths[id]} className={styles.link}>
              {t(`pages.${id}`)}
            </LocalLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
