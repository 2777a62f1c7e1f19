import type { ExampleStates } from '../../examples/states';
import type { AccordionProps } from './Accordion';

// Named examples: the one source of test data for the Accordion's unit, axe and Chromium tests
// (and what src/examples renders). Fixture text, not site copy.
const items = [
  {
    id: 'access',
    title: 'Access Control Policy',
    content: <p>Who may use which systems, how access is granted, reviewed and removed.</p>,
  },
  {
    id: 'incident',
    title: 'Incident Response Policy',
    content: <p>How incidents are reported, triaged, contained and reported to regulators.</p>,
  },
  {
    id: 'vendor',
    title: 'Third-Party Risk Management Policy',
    content: (
      <ul>
        <li>Due diligence before a contract</li>
        <li>Ongoing monitoring</li>
      </ul>
    ),
  },
];

export const accordionExamples = {
  oneAtATime: { headingLevel: 3, items },
  severalOpen: { headingLevel: 3, items, allowsMultipleExpanded: true },
} satisfies Record<string, AccordionProps>;

const triggers = (container: HTMLElement) => [...container.querySelectorAll('button')];

export const states: ExampleStates = {
  /** The first panel opened by a press. */
  open: async ({ container, user }) => {
    const [first] = triggers(container);
    if (first) await user.click(first);
  },
  /** Every trigger pressed in turn: one panel open (oneAtATime), or all (severalOpen). */
  everyPressed: async ({ container, user }) => {
    for (const trigger of triggers(container)) await user.click(trigger);
  },
};
