// Vitest global setup: the locale import module, the cards namespace and the articles' routes
// (tooling/site-build/codegen/locale-module.ts), written from locales/ and content/articles.ts as they are now,
// so a test run right after adding a language, a namespace or an article sees it without
// `npm run i18n:types` first (that command also writes the types tsc needs). Files that did not
// change are not rewritten.
import { writeLocaleModule } from '../../tooling/site-build/codegen/locale-module.ts';

export default function setup() {
  writeLocaleModule();
}
