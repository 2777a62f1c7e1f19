import { useLayoutEffect } from 'react';

/**
 * Structured data (schema.org JSON-LD) of the current page, in `<head>`: React hoists only
 * title, meta, link and async scripts, so a page hands its JSON here. On the server the text is
 * collected and the prerender writes it into the head (`takeJsonLd`); in the browser one
 * `<script type="application/ld+json" data-page>` in the head is kept in step with the page and
 * removed when the visitor navigates to a page without structured data.
 */
const collected = new Set<string>();
const SELECTOR = 'script[type="application/ld+json"][data-page]';

/** Puts the page's JSON-LD (already serialised, with `<` escaped) in the document head. */
export function useJsonLd(json: string): void {
  if (typeof document === 'undefined') collected.add(json);
  useLayoutEffect(() => {
    let script = document.head.querySelector<HTMLScriptElement>(SELECTOR);
    if (!script) {
      script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.page = '';
      document.head.append(script);
    }
    if (script.textContent !== json) script.textContent = json;
    const element = script;
    return () => element.remove();
  }, [json]);
}

/** The JSON-LD collected by one server render, as head markup; empties the collection. */
export function takeJsonLd(): string {
  const markup = [...collected]
    .map((json) => `<script type="application/ld+json" data-page="">${json}</script>`)
    .join('');
  collected.clear();
  return markup;
}
