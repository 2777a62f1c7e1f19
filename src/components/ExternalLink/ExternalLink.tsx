import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useLangOf } from '../../site/textLanguage';

export type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
};

/** A link that opens in a new tab and says so to screen readers. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const { t } = useTranslation();
  const lang = useLangOf('common');
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden" lang={lang}>
        {' '}
        {t('newTab')}
      </span>
    </a>
  );
}
