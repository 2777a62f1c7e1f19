// The pre-paint loader's entry: built by Parcel on its own (tooling/site-build/build.mjs, target `prepaint`)
// and inlined first in every prerendered page by tooling/site-build/prerender.mjs, as
// `<script data-entry="<the app's entry URL>" data-entry-chunks="<the chunks it imports at once>">…</script>`
// (one text, so one CSP hash).
import { ENTRY, ENTRY_CHUNKS } from './site/documentMarks';
import { startLoader } from './site/prepaint';

const script = document.currentScript;
const src = script?.getAttribute(ENTRY);
const chunks = script?.getAttribute(ENTRY_CHUNKS)?.split(' ').filter(Boolean) ?? [];
if (src) startLoader(src, document, window, chunks);
