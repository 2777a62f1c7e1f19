import { useTranslation } from 'react-i18next';
import { specPaths } from '../../app/paths';
import { Logo } from '../Logo/Logo';
import { LocalLink } from '../LocalLink/LocalLink';
import { IrmDropdown } from '../IrmDropdown/IrmDropdown';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import styles from './Header.module.css';

const desktopLinks = [
  ['aboutUs', specPaths.aboutUs],
  ['contact', specPaths.contact],
  ['founder', specPaths.founder],
  ['insights', specPaths.insights],
] as const;

/** The sticky site header: logo, the desktop navigation or the mobile menu, language links. */
export function Header() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo />
        <nav className={styles.desktop} aria-label={t('nav.label')}>
          <ul className={styles.list}>
            <li>
              <LocalLink to={specPaths.home} className={styles.link}>
                {t('nav.home')}
              </LocalLink>
            </li>
            <IrmDropdown />
            {desktopLinks.map(([key, path]) => (
              <li key={key}>
                <LocalLink to={path} className={styles.link}>
                  {t(`nav.${key}`)}
                </LocalLink>
              </li>
            ))}
            <li>
              <LocalLink to={specPaths.bookDemo} className={styles.cta}>
                {t('nav.bookDemo')}
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
