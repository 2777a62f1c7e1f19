import { useRef, useState } from 'react';
import { useIsSSR } from 'react-aria';
import { Logo } from '../Logo/Logo';
import { SiteNavigation, type SiteNavigationProps } from './SiteNavigation';
import { useNavFit, type NavLayout } from './useNavFit';
import styles from './Header.module.css';
import { useLocale } from '../../site/locale';
import { InLanguage, useLangOf, useShownLanguage } from '../../site/textLanguage';

export interface HeaderProps extends Omit<SiteNavigationProps, 'layout'> {
  /** The layout to show instead of measuring (the kit's examples). */
  layout?: NavLayout;
}

/**
 * The sticky site header: the logo and the site's navigation, whose one list shows in the bar
 * where it fits and behind the menu button where it does not (useNavFit). In English, marked so, in
 * a language that has no common.json yet.
 */
export function Header({ layout: fixedLayout, ...navigation }: HeaderProps) {
  const { lng } = useLocale();
  const headerRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<NavLayout>('full');
  // Measured again once the script's buttons replace the no-script links.
  const content = `${lng}${useIsSSR() ? ' without script' : ''}`;
  useNavFit(headerRef, barRef, content, setMeasured, fixedLayout);
  const lang = useLangOf('common');
  const shown = useShownLanguage('common');
  return (
    <header ref={headerRef} className={styles.header} lang={lang}>
      <InLanguage lng={shown}>
        <div ref={barRef} className={styles.bar}>
          <Logo />
          <SiteNavigation layout={fixedLayout ?? measured} {...navigation} />
        </div>
      </InLanguage>
    </header>
  );
}
