import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { specPaths } from '../../../content/paths';
import { callToActionPage, headerLinks } from '../../../content/navigation';
import { NavLinks } from '../NavLinks/NavLinks';
import { Logo } from '../Logo/Logo';
import { LocalLink } from '../LocalLink/LocalLink';
import { IrmDropdown } from '../IrmDropdown/IrmDropdown';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import { useNavFit } from './useNavFit';
import styles from './Header.module.css';
import { useLocale } from '../../site/locale';

/**
 * The sticky site header: logo, the desktop navigation or the mobile menu (whichever fits, see
 * useNavFit), language links.
 */
export function Header() {
  const { t } = useTranslation();
  const { lng } = useLocale();
  const headerRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  useNavFit(headerRef, barRef, lng);
  return (
    <header ref={headerRef} className={styles.header}>
      <div ref={barRef} className={styles.bar}>
        <Logo />
        <nav className={styles.desktop} aria-label={t('nav.label')}>
          <ul className={styles.list}>
            <li>
              <LocalLink to={specPaths.home} className={styles.link}>
                {t('pages.home')}
              </LocalLink>
            </li>
            <IrmDropdown />
            <NavLinks links={headerLinks} linkClassName={styles.link} />
            <li>
              <LocalLink to={specPaths[callToActionPage]} className={styles.cta}>
                {t('nav.cta')}
              </LocalLink>
            </li>
          </ul>
        </nav>
        <LanguageSwitcher className={styles.languages} />
        <MobileMenu />
      </div>
    </header>
  );
}
