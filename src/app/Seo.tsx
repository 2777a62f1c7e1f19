import { useTranslation } from 'react-i18next';
import { site } from '../../content/site';
import { localeCodes, defaultLocale, locales } from '../i18n/registry';
import { localizePath } from '../i18n/paths';
import { useCurrentPage } from './page-context';
import { usePageStatus } from './page-status';

export interface SeoProps {
  title: string;
  description: string;
  keywords: string;
}

/**
 * Head tags of a page. React 19 hoists them into `<head>` on the server and the client,
 * and swaps them on navigation. Pages without a route (not found) get `noindex` and no
 * canonical.
 */
export function Seo({ title, description, keywords }: SeoProps) {
  const { t } = useTranslation();
  const { lng, page } = useCurrentPage();
  const { hasErrors } = usePageStatus();
  const url = (path: string, locale = lng) => `${site.siteUrl}${localizePath(path, locale)}`;
  return (
    <>
      <title>{hasErrors ? t('errorTitle', { title }) : title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={locales[lng].ogLocale} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={t('brand')} />
      {page ? (
        <>
          <meta property="og:url" content={url(page.path)} />
          <link rel="canonical" href={url(page.path)} />
          {localeCodes.map((code) => (
            <link key={code} rel="alternate" hrefLang={code} href={url(page.path, code)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={url(page.path, defaultLocale)} />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
    </>
  );
}
