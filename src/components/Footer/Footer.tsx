import { useTranslation } from 'react-i18next';
import { site } from '../../../content/site';
import {
  footerCompanyLinks,
  footerPlatformLinks,
  footerSiteLinks,
} from '../../../content/navigation';
import { Logo } from '../Logo/Logo';
import { NavLinks } from '../NavLinks/NavLinks';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { FOOTER_LANGUAGES_ID, LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import layout from '../../styles/layout.module.css';
import styles from './Footer.module.css';
import { DecorativeSvg } from '../DecorativeSvg/DecorativeSvg';
import { InLanguage, useLangOf, useShownLanguage } from '../../site/textLanguage';

/** The id of the footer's site navigation: the header's Menu control leads there without script. */
export const FOOTER_NAV_ID = 'site-links';

/** The footer's columns of site links, each under its heading (`footer.<heading>`). */
const LINK_COLUMNS = [
  { heading: 'company', links: footerCompanyLinks },
  { heading: 'platform', links: footerPlatformLinks },
] as const;

/**
 * The shared footer: logo, site links, language links, LinkedIn, then a bottom row with the
 * copyright (current year) and the privacy notice and accessibility statement. In English, marked
 * so, in a language that has no common.json yet.
 */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const lang = useLangOf('common');
  const shown = useShownLanguage('common');
  return (
    <footer className={styles.footer} lang={lang}>
      <InLanguage lng={shown}>
        <div className={styles.inner}>
          <div className={styles.brand}>
            <Logo className={styles.logo} />
            <p className={styles.tagline}>{t('tagline')}</p>
            <ExternalLink className={styles.social} href={site.linkedInUrl}>
              <DecorativeSvg viewBox="0 0 24 24" width="20" height="20">
                <path
                  fill="currentColor"
                  d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.5h.06c.53-1 1.83-2.06 3.77-2.06 4.03 0 4.77 2.6 4.77 5.98v5.58h-4v-4.95c0-1.18-.02-2.7-1.65-2.7-1.65 0-1.9 1.29-1.9 2.62v5.03h-4v-11Z"
                />
              </DecorativeSvg>
              {t('footer.linkedIn')}
            </ExternalLink>
          </div>
          <nav id={FOOTER_NAV_ID} className={styles.nav} aria-label={t('footer.navLabel')}>
            {LINK_COLUMNS.map(({ heading, links }) => (
              <div key={heading}>
                <h2 className={styles.heading}>{t(`footer.${heading}`)}</h2>
                <ul className={`${layout.linkList} ${styles.list}`}>
                  <NavLinks links={links} />
                </ul>
              </div>
            ))}
            <div>
              <h2 className={styles.heading}>{t('language.label')}</h2>
              <LanguageSwitcher id={FOOTER_LANGUAGES_ID} />
            </div>
          </nav>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
          <ul className={styles.siteLinks}>
            <NavLinks links={footerSiteLinks} />
          </ul>
        </div>
      </InLanguage>
    </footer>
  );
}
