import type { ReactNode } from 'react';
import { specPaths } from '../../../content/paths';
import { localizePath } from '../../i18n/paths';
import { useCurrentPage } from '../../site/page-context';
import { SLOT } from '../../site/contactSlots';

/**
 * The way back to the contact form on the pages the contact service answers a post with: a plain
 * link to the contact page of the current language, which the service points at the page the form
 * was posted from (`data-slot="back"`, service/src/http/pages.ts).
 */
export function BackToContact({ children }: { children: ReactNode }) {
  const { lng } = useCurrentPage();
  return (
    <p>
      <a href={localizePath(specPaths.contact, lng)} {...{ [SLOT]: 'back' }}>
        {children}
      </a>
    </p>
  );
}
