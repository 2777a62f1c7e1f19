import { createElement, type ComponentType } from 'react';
import { Accordion } from '../components/Accordion/Accordion';
import { accordionExamples } from '../components/Accordion/Accordion.examples';
import { Breadcrumb } from '../components/Breadcrumb/Breadcrumb';
import { breadcrumbExamples } from '../components/Breadcrumb/Breadcrumb.examples';
import { DataTable } from '../components/DataTable/DataTable';
import { dataTableExamples } from '../components/DataTable/DataTable.examples';
import { ExpandableCards } from '../components/ExpandableCards/ExpandableCards';
import { expandableCardsExamples } from '../components/ExpandableCards/ExpandableCards.examples';
import { LinkCards } from '../components/LinkCards/LinkCards';
import { linkCardsExamples } from '../components/LinkCards/LinkCards.examples';
import { KitFrame } from './KitFrame';

/** Every kit component with its named examples (each example's props). */
export const kit: {
  name: string;
  Component: ComponentType<never>;
  examples: Record<string, object>;
}[] = [
  { name: 'Accordion', Component: Accordion, examples: accordionExamples },
  { name: 'Breadcrumb', Component: Breadcrumb, examples: breadcrumbExamples },
  { name: 'DataTable', Component: DataTable, examples: dataTableExamples },
  { name: 'ExpandableCards', Component: ExpandableCards, examples: expandableCardsExamples },
  { name: 'LinkCards', Component: LinkCards, examples: linkCardsExamples },
];

/**
 * The kit's review page (development build only, build/examples): every example of every
 * component in its own labelled section, `#<Component>-<example>`, for the Chromium tests.
 */
export function Examples() {
  return (
    <KitFrame>
      <main>
        <h1>Kit examples</h1>
        {kit.flatMap(({ name, Component, examples }) =>
          Object.entries(examples).map(([example, props]) => {
            const id = `${name}-${example}`;
            return (
              <section key={id} id={id} aria-labelledby={`${id}-heading`} className="example">
                <h2 id={`${id}-heading`}>{`${name}: ${example}`}</h2>
                {createElement(Component as ComponentType<object>, props)}
              </section>
            );
          }),
        )}
      </main>
    </KitFrame>
  );
}
