import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeProps, useHover } from 'react-aria';
import { specPaths } from '../../../content/paths';
import { irmPages } from '../../../content/navigation';
import { useCurrentPage } from '../../site/page-context';
import { localizePath } from '../../i18n/paths';
import { LocalLink } from '../LocalLink/LocalLink';
import { Chevron } from '../Chevron/Chevron';
import { useHeaderDisclosure } from '../Header/useHeaderDisclosure';
import type { NavLayout } from '../Header/useNavFit';
import header from '../Header/HeaderDisclosure.module.css';
import styles from './IrmDropdown.module.css';

/** The dropdown closes 500 ms after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 500;
/**
 * It opens once the pointer has rested on it this long: a pointer passing along the header on
 * its way elsewhere does not open a panel over the page.
 */
export const DROPDOWN_OPEN_DELAY_MS = 150;

export interface IrmDropdownProps {
  /** The header's layout: a dropdown over the page in the bar, a list in the flow of the menu. */
  layout: NavLayout;
  /** Whether the menu around it is open (menu layout): it opens with the current page showing. */
  menuOpen: boolean;
  /** Open at first (the kit's examples). */
  defaultOpen?: boolean;
}

/**
 * The IRM item of the site's one navigation list: the APG disclosure-navigation pattern, a button
 * with aria-expanded and aria-controls and a list of links. In the bar it is a dropdown: the
 * pointer resting on it for DROPDOWN_OPEN_DELAY_MS opens it (React Aria's useHover: mouse and
 * pen, never touch; a pointer passing over it does not) and leaving closes it after
 * DROPDOWN_CLOSE_DELAY_MS, which re-entering cancels; opened by a click or the keyboard, or
 * holding focus, it stays open until its button, Escape, focus or a press leaving it, or a
 * navigation (useHeaderDisclosure). In the menu it is a list in the flow, open whenever the menu opens on one of
 * its pages. Its button says when the current page is one of its pages ("IRM (current section)").
 * Before the app runs (no script) it is a link to the IRM overview.
 */
export function IrmDropdown({ layout, menuOpen, defaultOpen = false }: IrmDropdownProps) {
  const { t } = useTranslation();
  const { lng, pathname } = useCurrentPage();
  const inBar = layout === 'full';
  const pinned = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clearTimers = () => {
    clearTimeout(closeTimer.current);
    clearTimeout(openTimer.current);
  };
  const {
    enhanced,
    isOpen: open,
    setOpen,
    close,
    rootRef,
    rootProps,
    triggerProps,
    noScriptRef,
    panelId,
  } = useHeaderDisclosure<HTMLLIElement>({
    defaultOpen,
    closesOnLeave: inBar,
    onClose: clearTimers,
  });
  const childIsCurrent = irmPages.some((id) => localizePath(specPaths[id], lng) === pathname);
  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
      clearTimeout(openTimer.current);
    },
    [],
  );

  // A change of layout closes it (a navigation too: useHeaderDisclosure); the menu opening shows
  // it open on its pages.
  const [shownFor, setShownFor] = useState({ pathname, layout, menuOpen });
  if (
    shownFor.pathname !== pathname ||
    shownFor.layout !== layout ||
    shownFor.menuOpen !== menuOpen
  ) {
    setShownFor({ pathname, layout, menuOpen });
    setOpen(layout === 'menu' && menuOpen && childIsCurrent);
  }

  const { hoverProps } = useHover({
    isDisabled: !inBar || !enhanced,
    onHoverStart: () => {
      clearTimeout(closeTimer.current);
      if (open) return;
      clearTimeout(openTimer.current);
      openTimer.current = setTimeout(() => {
        pinned.current = false;
        setOpen(true);
      }, DROPDOWN_OPEN_DELAY_MS);
    },
    onHoverEnd: () => {
      clearTimeout(openTimer.current);
      if (pinned.current) return;
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => {
        if (rootRef.current?.contains(document.activeElement)) return;
        close();
      }, DROPDOWN_CLOSE_DELAY_MS);
    },
  });
  const onPress = () => {
    clearTimers();
    if (open && !pinned.current && inBar) {
      // Opened by hover: a click keeps it open instead of snatching it away.
      pinned.current = true;
    } else if (open) {
      close();
    } else {
      pinned.current = true;
      setOpen(true);
    }
  };

  // Its links, made once per language: opening and closing renders the button and the list's
  // state, not each link.
  const links = useMemo(
    () =>
      irmPages.map((id) => (
        <li key={id}>
          <LocalLink to={specPaths[id]} className={styles.link}>
            {t(`pages.${id}`)}
          </LocalLink>
        </li>
      )),
    [t],
  );

  const label = (
    <>
      {t('nav.irm')}
      {childIsCurrent && ' '}
      {childIsCurrent && <span className="visually-hidden">{t('nav.irmCurrent')}</span>}
    </>
  );

  return (
    // The list item only catches events bubbling from its button and links (APG disclosure nav).
    <li ref={rootRef} className={styles.dropdown} {...mergeProps(hoverProps, rootProps)}>
      {enhanced ? (
        <button
          className={`${header.trigger} ${styles.trigger}`}
          {...triggerProps}
          data-current={childIsCurrent || undefined}
          onClick={onPress}
        >
          {label}
          <Chevron className={header.chevron} />
        </button>
      ) : (
        <LocalLink
          ref={noScriptRef}
          to={specPaths.irm}
          className={`${header.trigger} ${styles.trigger}`}
          data-current={childIsCurrent || undefined}
        >
          {label}
          {/* The button's chevron, shown once the loader has marked html.js: no shift at hydration. */}
          <Chevron className={`${header.chevron} ${header.chevronAhead}`} />
        </LocalLink>
      )}
      <ul id={panelId} className={`${header.panel} ${styles.panel}`} hidden={!open}>
        {links}
      </ul>
    </li>
  );
}
