import type { ExampleStates } from '../../examples/states';
import type { ExpandableCardsProps } from './ExpandableCards';

// Named examples: the one source of test data for ExpandableCards' unit, axe and Chromium tests
// (and what src/examples renders). Fixture text, not site copy; the toggles' texts are the site's,
// in the example's language.
const items = [
  {
    id: 'public',
    title: 'Public data',
    text: 'Information approved for anyone to see, such as published rates, branch addresses and marketing material. It needs integrity controls so that what is published is what was approved.',
  },
  {
    id: 'internal',
    title: 'Internal data',
    text: 'Day-to-day business information such as procedures, internal memos and org charts. Disclosure would cause limited harm, but it should stay inside the institution and its service providers. It is shared on a need-to-know basis, stored on managed systems only, and never posted to public sites or personal accounts.',
  },
  {
    id: 'confidential',
    title: 'Confidential data',
    text: 'Nonpublic personal information about members and customers, account data and examination reports. Access is limited to those who need it, encrypted in transit and at rest, and logged.',
  },
  {
    id: 'short',
    title: 'Short note',
    text: 'A text short enough to show whole, so it has no toggle.',
  },
];

export const expandableCardsExamples = {
  fourCards: { headingLevel: 3, items },
  oneOpen: { headingLevel: 3, items, defaultExpandedId: 'internal' },
  cutInsideLongWords: {
    headingLevel: 4,
    previewLength: 20,
    items: [
      {
        id: 'compound',
        title: 'Datenschutz',
        text: 'Informationssicherheitsmanagementsystem und Datenschutzgrundverordnung gehören zusammen.',
      },
    ],
  },
} satisfies Record<string, ExpandableCardsProps>;

const toggles = (container: HTMLElement) => [...container.querySelectorAll('button')];

export const states: ExampleStates = {
  /** The first card opened by a press. */
  open: async ({ container, user }) => {
    const [first] = toggles(container);
    if (first) await user.click(first);
  },
  /** The first card opened, then the last: the first closes. */
  openAnother: async ({ container, user }) => {
    const all = toggles(container);
    for (const toggle of [all[0], all.at(-1)]) if (toggle) await user.click(toggle);
  },
  /** A card opened and closed again by its toggle. */
  openedAndClosed: async ({ container, user }) => {
    const [first] = toggles(container);
    if (first) await user.click(first);
    if (first) await user.click(first);
  },
};
