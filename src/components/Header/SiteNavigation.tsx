import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import { callToActionPage, navLinks } from '../../../content/navigation';
import { LocalLink } from '../LocalLink/LocalLink';
import { NavLinks } from '../NavLinks/NavLinks';
import { IrmDropdown } from '../IrmDropdown/IrmDropdown';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import { FOOTER_NAV_ID } from '../Footer/Footer';
import { useHeaderDisclosure } from './useHeaderDisclosure';
import type { NavLayout } from './useNavFit';
import styles from './SiteNavigation.module.css';
import { DecorativeSvg } from '../DecorativeSvg/DecorativeSvg';
import { useCurrentPage } from '../../site/page-context';
import { afterPaint } from '../../site/afterPaint';

export interface SiteNavigationProps {
  /** What the header shows (useNavFit): the list in its bar, or the menu button. */
  layout: NavLayout;
  /** The menu open at first (the kit's examples). */
  defaultMenuOpen?: boolean;
  /** The IRM list open at first (the kit's examples). */
  defaultIrmOpen?: boolean;
}

/**
 * Marks everything outside `element` inert (each sibling of it and of its ancestors up to
 * `<body>`) until the returned function undoes it: the page under the open menu panel is neither
 * reached by Tab nor read by a screen reader's browse mode.
 */
function inertOutside(element: HTMLElement): () => void {
  const marked: Element[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body;) {
    const parent: HTMLElement | null = node.parentElement;
    for (const sibling of parent?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      if (sibling instanceof HTMLScriptElement || sibling instanceof HTMLTemplateElement) continue;
      sibling.setAttribute('inert', '');
      marked.push(sibling);
    }
    node = parent;
  }
  return () => {
    for (const sibling of marked) sibling.removeAttribute('inert');
  };
}

/** An iPhone, an iPad or an iPad that says it is a Mac (React Aria's own test for iOS). */
function isAppleTouchDevice(): boolean {
  return (
    /^(iPhone|iPad)/.test(navigator.platform) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  );
}

/**
 * Stops the page from scrolling, reading nothing, until the returned function undoes it; with
 * `gutter`, the space of the page's scrollbar stays (`scrollbar-gutter: stable`), so nothing
 * shifts sideways.
 */
function lockPageScroll(gutter: boolean): () => void {
  const { style } = document.documentElement;
  const before = [style.overflow, style.scrollbarGutter] as const;
  style.overflow = 'hidden';
  if (gutter) style.scrollbarGutter = 'stable';
  return () => {
    [style.overflow, style.scrollbarGutter] = before;
  };
}

/**
 * The site's navigation: ONE list of links for every width (GOV.UK's service navigation), so each
 * destination has the same name at every width, and one toggle. In the bar (`layout="full"`) the
 * list is shown in a row and the toggle is not; otherwise the toggle (a disclosure button) shows
 * the list as a panel over the page, and while it covers the page the page behind is inert and does
 * not scroll (`overflow: hidden`; on iOS, React Aria's usePreventScroll). The panel closes by the
 * header's shared rules (useHeaderDisclosure: Escape, the innermost list first; focus or a press
 * leaving it; a navigation) and when the bar has room again. Before the app runs (no script) the
 * toggle is a link to the footer's site navigation.
 */
export function SiteNavigation({
  layout,
  defaultMenuOpen = false,
  defaultIrmOpen = false,
}: SiteNavigationProps) {
  const { t } = useTranslation();
  const { pathname } = useCurrentPage();
  const isMenu = layout === 'menu';
  const {
    enhanced,
    isOpen: open,
    setOpen,
    rootRef,
    rootProps,
    triggerProps,
    noScriptRef,
    panelId,
  } = useHeaderDisclosure<HTMLElement>({
    defaultOpen: defaultMenuOpen,
    closesOnLeave: true,
    isDisabled: !isMenu,
  });
  // The bar having room again closes the panel.
  const [shownIn, setShownIn] = useState(layout);
  if (shownIn !== layout) {
    setShownIn(layout);
    setOpen(false);
  }

  // The page behind the open panel does not scroll: `overflow: hidden` on <html>, written with
  // the inert marks, and where the page has a scrollbar that takes space, `scrollbar-gutter:
  // stable` so that space stays and nothing shifts. Not React Aria's usePreventScroll on every
  // platform: it reads the scrollbar's width in the press's commit (`clientWidth`, a forced style
  // and layout pass before the inert marks restyle the page again: on the mobile menu at 4x CPU,
  // about a fifth of a press). Here the width is read once the menu is shown, after its commit,
  // never in a press. On iOS, where `overflow` alone does not stop a touch from scrolling the
  // page, React Aria's hook does it (it reads no width there), from a module loaded only there
  // (IosScrollLock), as soon as the toggle is shown (a module that cannot load leaves the menu
  // working, the page behind it scrollable).
  const [IosScrollLock, setIosScrollLock] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!isMenu || !isAppleTouchDevice()) return;
    import('./IosScrollLock').then(
      (module) => setIosScrollLock(() => module.default),
      () => {},
    );
  }, [isMenu]);
  const scrollbar = useRef(0);
  useEffect(() => {
    if (isMenu) scrollbar.current = window.innerWidth - document.documentElement.clientWidth;
  }, [isMenu]);
  // The inert marks restyle everything they mark, the whole page behind the panel (on the home
  // page at 375 px and 4x CPU, a style pass of about 35 ms), and `overflow` restyles <html> (traced
  // on the mobile menu by touch: the press's style pass went from 8–10 ms to 4–6 without it): both
  // are set once the frame that shows the panel has been painted, and taken off once the frame
  // that hides it has, so that a press shows its result first. Taken off at once when the panel
  // closes for a navigation: the layout's effects then move focus to the new page's <h1>
  // (src/app/useRouteChangeEffects.ts), which an inert <main> would refuse. Layout effects, for
  // that: in the commit, the closing one's cleanup runs first, then the navigation's below, then
  // the layout's own effects (the layout holds this header).
  const pendingUndo = useRef<ReturnType<typeof afterPaint> | null>(null);
  useLayoutEffect(() => {
    if (!open || !rootRef.current) return undefined;
    const root = rootRef.current;
    // Opened again before the last close's marks came off: off now, to be set again.
    pendingUndo.current?.flush();
    pendingUndo.current = null;
    let undoInert: (() => void) | null = null;
    const marking = afterPaint(() => {
      const undoMarks = inertOutside(root);
      const undoScroll = isAppleTouchDevice() ? null : lockPageScroll(scrollbar.current > 0);
      undoInert = () => {
        undoMarks();
        undoScroll?.();
      };
    });
    return () => {
      marking.cancel();
      if (undoInert) pendingUndo.current = afterPaint(undoInert);
    };
  }, [open, rootRef]);
  // A navigation (or the header leaving the page): the marks off now, in the commit.
  useLayoutEffect(
    () => () => {
      pendingUndo.current?.flush();
      pendingUndo.current = null;
    },
    [pathname],
  );

  // What the menu's opening and closing does not change, made once (per language): a press on the
  // toggle renders the toggle, the panel's state and the IRM list, not every link of the list.
  const links = useMemo(
    () => ({
      home: (
        <li>
          <LocalLink to={specPaths.home} className={styles.link}>
            {t('pages.home')}
          </LocalLink>
        </li>
      ),
      rest: (
        <>
          <NavLinks links={navLinks} linkClassName={styles.link} />
          <li>
            <LocalLink to={specPaths[callToActionPage]} className={styles.cta}>
              {t('nav.cta')}
            </LocalLink>
          </li>
        </>
      ),
      languages: <LanguageSwitcher className={styles.languages} compact />,
    }),
    [t],
  );

  const icon = (
    <DecorativeSvg viewBox="0 0 24 24" width="24" height="24">
      <path
        d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </DecorativeSvg>
  );

  return (
    <nav ref={rootRef} className={styles.nav} aria-label={t('nav.label')} {...rootProps}>
      {enhanced ? (
        <button className={styles.toggle} {...triggerProps}>
          {icon}
          {t('nav.menu')}
        </button>
      ) : (
        <a ref={noScriptRef} className={styles.toggle} href={`#${FOOTER_NAV_ID}`}>
          {icon}
          {t('nav.menu')}
        </a>
      )}
      <div id={panelId} className={styles.panel} data-open={open || undefined}>
        <ul className={styles.list}>
          {links.home}
          <IrmDropdown layout={layout} menuOpen={open} defaultOpen={defaultIrmOpen} />
          {links.rest}
        </ul>
        {links.languages}
      </div>
      {open && IosScrollLock && <IosScrollLock />}
    </nav>
  );
}
