import type { BreadcrumbProps } from './Breadcrumb';

// Named examples: the one source of test data for the Breadcrumb's unit, axe and Chromium tests
// (and what src/examples renders). Fixture text, not site copy.
export const breadcrumbExamples = {
  threeLevels: {
    label: 'Breadcrumb',
    items: [
      { id: 'home', label: 'Home', to: '/' },
      { id: 'insights', label: 'Insights', to: '/insights' },
      {
        id: 'article',
        label: 'Advanced Cybersecurity Risk Management Solutions',
        to: '/risk-management-cybersecurity-solutions',
      },
    ],
  },
  twoLevels: {
    label: 'Breadcrumb',
    items: [
      { id: 'home', label: 'Home', to: '/' },
      { id: 'insights', label: 'Insights', to: '/insights' },
    ],
  },
} satisfies Record<string, BreadcrumbProps>;
