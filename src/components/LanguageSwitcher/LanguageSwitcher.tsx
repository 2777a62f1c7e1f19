import { useTranslation } from 'react-i18next';
import { useCurrentPage } from '../../site/page-context';
import { localeCodes, languageOf, type Locale } from '../../i18n/registry';
import { LocalLink } from '../LocalLink/LocalLink';
import { Chevron } from '../Chevron/Chevron';
import { useHeaderDisclosure } from '../Header/useHeaderDisclosure';
import header from '../Header/HeaderDisclosure.module.css';
import styles from './LanguageSwitcher.module.css';
import { DecorativeSvg } from '../DecorativeSvg/DecorativeSvg';

/** The id of the footer's list of languages: the header's Language control leads there without script. */
export const FOOTER_LANGUAGES_ID = 'footer-languages';

export interface LanguageSwitcherProps {
  className?: string;
  /**
   * One control however many languages exist (the header): with more than one other language, a
   * disclosure button that shows their links; with one, its link.
   */
  compact?: boolean;
  /** The list's id (the footer's, FOOTER_LANGUAGES_ID). */
  id?: string;
  /** The compact list open at first (the kit's examples). */
  defaultOpen?: boolean;
  /** The languages offered, each with its name in itself (the kit's examples); by default every language of the site. */
  languages?: readonly SiteLanguage[];
}

/** A language the switcher links to: its code and its name in itself. */
export interface SiteLanguage {
  code: Locale;
  name: string;
}

const siteLanguages = (): SiteLanguage[] =>
  localeCodes.map((code) => ({ code, name: languageOf(code).name }));

const Globe = () => (
  <DecorativeSvg viewBox="0 0 20 20" width="18" height="18">
    <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path
      d="M2 10h16M10 2c2.2 2.3 3.3 5 3.3 8s-1.1 5.7-3.3 8c-2.2-2.3-3.3-5-3.3-8S7.8 4.3 10 2Z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    />
  </DecorativeSvg>
);

/**
 * Real links to the same page in every other language, each named in its own language (`lang`,
 * `hreflang`). `compact` with more than one other language: one "Language" button (a disclosure,
 * closed by the header's shared rules, useHeaderDisclosure) over the list, so the header's width does not grow with
 * the number of languages; before the app runs (no script) that button is a link to the footer's
 * full list.
 */
export function LanguageSwitcher({
  className,
  compact = false,
  id,
  defaultOpen = false,
  languages = siteLanguages(),
}: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const { lng, page } = useCurrentPage();
  const others = languages.filter(({ code }) => code !== lng);
  const disclosure = compact && others.length > 1;
  const { enhanced, isOpen, rootRef, rootProps, triggerProps, noScriptRef, panelId } =
    useHeaderDisclosure<HTMLDivElement>({
      defaultOpen,
      closesOnLeave: true,
      isDisabled: !disclosure,
    });

  const list = (
    <ul
      id={disclosure ? panelId : id}
      className={[styles.switcher, disclosure ? `${header.panel} ${styles.panel}` : className]
        .filter(Boolean)
        .join(' ')}
      aria-label={t('language.label')}
      hidden={disclosure && !isOpen}
    >
      {others.map(({ code, name }) => (
        <li key={code}>
          <LocalLink
            className={styles.link}
            to={page?.path ?? '/'}
            lng={code}
            lang={code}
            hrefLang={code}
          >
            {!disclosure && <Globe />}
            {name}
          </LocalLink>
        </li>
      ))}
    </ul>
  );
  if (!disclosure) return list;
  return (
    <div
      ref={rootRef}
      className={[styles.disclosure, className].filter(Boolean).join(' ')}
      {...rootProps}
    >
      {enhanced ? (
        <button className={`${header.trigger} ${styles.trigger}`} {...triggerProps}>
          <Globe />
          {t('language.label')}
          <Chevron className={header.chevron} />
        </button>
      ) : (
        <a
          ref={noScriptRef}
          className={`${header.trigger} ${styles.trigger}`}
          href={`#${FOOTER_LANGUAGES_ID}`}
        >
          <Globe />
          {t('language.label')}
          {/* The button's chevron, shown once the loader has marked html.js: no shift at hydration. */}
          <Chevron className={`${header.chevron} ${header.chevronAhead}`} />
        </a>
      )}
      {list}
    </div>
  );
}
