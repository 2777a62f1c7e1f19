import type { LinkCardsProps } from './LinkCards';

// Named examples: the one source of test data for LinkCards' unit, axe and Chromium tests (and
// what src/examples renders). Fixture text, not site copy.
const items = Array.from({ length: 8 }, (_, index) => ({
  id: `card${index + 1}`,
  to: `/example-${index + 1}`,
  icon: 'documents' as const,
  title: `Card ${index + 1}`,
  text: `What page ${index + 1} is about, in one sentence.`,
}));

export const linkCardsExamples = {
  allShown: { items: items.slice(0, 4) },
  seeMore: { items, initiallyShown: 6, seeMoreLabel: 'See More' },
} satisfies Record<string, LinkCardsProps>;
