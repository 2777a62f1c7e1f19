import type { ExpandableCardsProps } from './ExpandableCards';

// Named examples: the one source of test data for ExpandableCards' unit, axe and Chromium tests
// (and what src/examples renders). Fixture text, not site copy.
const labels = {
  more: 'Read More',
  less: 'Read Less',
  moreAbout: (title: string) => `Read more about ${title}`,
  lessAbout: (title: string) => `Read less about ${title}`,
};

export const expandableCardsExamples = {
  fourCards: {
    headingLevel: 3,
    labels,
    items: [
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
    ],
  },
  cutInsideLongWords: {
    headingLevel: 4,
    labels,
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
