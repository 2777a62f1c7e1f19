// The order Vitest starts test files in: the longest first, so that no long file starts last and
// runs alone on one core while the other waits. Vitest does this itself from the durations in its
// results cache (node_modules/.vite/vitest/), but a fresh clone has none, and then Vitest starts
// the largest files first, which are not the longest: the sweep (13 KB, eighth by size) runs for
// 160 s, and starting it eighth left the browser stage finishing on one core (285 s, against
// 241 s in a work tree with the cache). So a file Vitest has not timed gets its estimate below,
// its seconds in a fresh-clone `npm test`; a file with neither keeps Vitest's order after them.
// Only the order depends on these figures: a wrong or missing one costs time, never a result.
import path from 'node:path';
import { BaseSequencer } from 'vitest/node';

/** Seconds a file took in a fresh-clone `npm test` (the files of 5 s or more), by path. */
export const ESTIMATES = {
  // The browser tests, two files at a time.
  'tests/browser/sweep.a11y.browser.test.ts': 165,
  'tests/browser/engines.a11y.browser.test.ts': 60,
  'tests/browser/disclosures.a11y.browser.test.ts': 45,
  'tests/browser/hydration.browser.test.ts': 45,
  'tests/browser/rtl.a11y.browser.test.ts': 35,
  'tests/deploy/contact-e2e.browser.test.ts': 28,
  'tests/browser/home-contact.browser.test.ts': 23,
  'tests/browser/reflow-keyboard-forced-colours.a11y.browser.test.ts': 22,
  'tests/browser/reach-without-script.a11y.browser.test.ts': 21,
  'tests/browser/kit.a11y.browser.test.ts': 20,
  'tests/browser/contact-hydration.browser.test.ts': 18,
  'tests/browser/analytics.browser.test.ts': 8,
  'tests/browser/added-locale.browser.test.ts': 8,
  // The node tests.
  'tests/integration/extra-locale.node.test.ts': 15,
  'tooling/i18n/status.node.test.ts': 12,
  'tests/recipes/new-page.recipe.node.test.ts': 11,
  'tooling/site-build/pdfs.locales.node.test.ts': 11,
  'tooling/dev/start.node.test.ts': 9,
  'tests/recipes/publish-article.recipe.node.test.ts': 8,
  'tests/integration/locales.node.test.ts': 8,
  'service/src/http/refusals-and-limits.node.test.ts': 6,
  'service/src/http/addresses-records-connections.node.test.ts': 6,
  // The jsdom tests.
  'src/components/ContactForm/ContactForm.jsdom.test.tsx': 14,
  'tests/integration/kit-examples.a11y.jsdom.test.tsx': 6,
  'tests/integration/english-names.a11y.jsdom.test.tsx': 5,
};

export default class LongestFirst extends BaseSequencer {
  async sort(files) {
    const sorted = await super.sort(files);
    const cached = (spec) => this.ctx.cache.getTestSpecificationResult(spec);
    if (sorted.every(cached)) return sorted;
    // Vitest's order keeps each project (and group of projects) together: within each, the files
    // by their duration, measured or estimated, longest first; the rest in Vitest's order.
    const seconds = (spec) => {
      const measured = cached(spec)?.duration;
      if (measured !== undefined) return measured / 1000;
      const file = path.relative(this.ctx.config.root, spec.moduleId).split(path.sep).join('/');
      return ESTIMATES[file] ?? 0;
    };
    const blocks = new Map();
    const keyed = sorted.map((spec, index) => {
      const block = `${spec.project.config.sequence.groupOrder} ${spec.project.name}`;
      if (!blocks.has(block)) blocks.set(block, blocks.size);
      return { spec, index, block: blocks.get(block), seconds: seconds(spec) };
    });
    return keyed
      .sort((a, b) => a.block - b.block || b.seconds - a.seconds || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
