import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLocale, hasNamespace, languageOf } from '../i18n/registry';
import { absoluteUrl, alternates, canonicalUrl } from '../i18n/paths';
import { useCurrentPage } from '../site/page-context';
import { usePageHasErrors } from '../site/page-status';
import { afterPaint } from '../site/afterPaint';
import { SOCIAL_CARD_SIZE, socialCardPath, socialCardText } from './socialCard';

/**
 * Head tags of the current page: title, description and keywords from `meta` in the page's
 * first namespace (the route table says which), canonical and hreflang alternates from its path
 * (src/i18n/paths.ts, which the sitemap uses too): a page a language does not translate at all is
 * not listed as that language, and its canonical is the English page. Where the language lacks the
 * page's text, the title, description and keywords are English: marked `lang="en"`, with
 * `og:locale` English's, as the page body is.
 * React 19 hoists them into `<head>` on the server and the client, and swaps them on navigation.
 * Every page has its own social card (`og:image`, drawn at build time, see ./socialCard.ts) shown
 * large on X too (`twitter:card`). The not-found page gets `noindex`, no canonical and no card; a
 * page the route table marks `noindex` gets `noindex` too.
 */
export function Seo() {
  const { t, i18n } = useTranslation();
  const { lng, page } = useCurrentPage();
  const ns = page ? (page.namespaces[0] ?? 'common') : 'common';
  const prefix = page ? `${ns}:meta` : 'common:notFound.meta';
  // The language the head's text is in: the page's, or English where the page is shown in it.
  const textLng = hasNamespace(lng, ns) ? lng : defaultLocale;
  const lang = textLng === lng ? undefined : textLng;
  // The key is composed from the route table, so it is checked by the locale tests, not by tsc.
  const meta = (field: 'title' | 'description' | 'keywords') =>
    (i18n.t as (key: string) => string)(`${prefix}.${field}`);
  const title = meta('title');
  const description = meta('description');
  const keywords = meta('keywords');
  return (
    <>
      <PageTitle title={title} lang={lang} error={page?.filledByService === true} />
      <meta name="description" content={description} lang={lang} />
      <meta name="keywords" content={keywords} lang={lang} />
      <meta property="og:title" content={title} lang={lang} />
      <meta property="og:description" content={description} lang={lang} />
      <meta property="og:locale" content={languageOf(textLng).ogLocale} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={t('brand')} />
      {page ? (
        <>
          {page.noindex && <meta name="robots" content="noindex" />}
          <meta property="og:url" content={canonicalUrl(page, lng)} />
          <meta property="og:image" content={absoluteUrl(socialCardPath(lng, page))} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
          <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
          <meta property="og:image:alt" content={socialCardText(i18n, page).alt} />
          <meta name="twitter:card" content="summary_large_image" />
          <link rel="canonical" href={canonicalUrl(page, lng)} />
          {alternates(page).map(({ hreflang, href }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
          ))}
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
    </>
  );
}

/**
 * The document title, "Error: "-prefixed while a form on the page shows errors (and always on the
 * contact service's error and failure pages): the one part of the head that a failed submit
 * renders again. The prefix comes and goes once the frame that shows or clears the errors has
 * been painted (`afterPaint`): a title's change is the browser's work too (the tab's title,
 * history), 0.3–9 ms at 4x CPU, and the press that shows the errors makes its frame first. A new
 * page's title is shown at once, with the prefix as the page has it.
 */
function PageTitle({
  title,
  lang,
  error,
}: {
  title: string;
  lang: string | undefined;
  error: boolean;
}) {
  const { t } = useTranslation();
  const hasErrors = usePageHasErrors() || error;
  const [shown, setShown] = useState({ title, hasErrors });
  const prefixed = shown.title === title ? shown.hasErrors : hasErrors;
  useEffect(() => {
    if (shown.title === title && shown.hasErrors === hasErrors) return undefined;
    return afterPaint(() => setShown({ title, hasErrors })).cancel;
  }, [shown, title, hasErrors]);
  return <title lang={lang}>{prefixed ? t('errorTitle', { title }) : title}</title>;
}
