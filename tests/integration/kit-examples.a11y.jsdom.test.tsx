import { beforeAll, describe, expect, it } from 'vitest';
import { globSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import userEvent from '@testing-library/user-event';
import { configureAxe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter } from 'react-router';
import { AXE_TAGS, JSDOM_DISABLED } from '../support/axe';
import type { ExampleStates } from '../../src/examples/states';
import { loadNamespaces } from '../../src/i18n/instance';
import { localeCodes, namespacesOf, type Namespace } from '../../src/i18n/registry';
import { renderExample } from '../../src/test/renderExample';

// Every example of every kit component, in every state, through jest-axe, in every language (as
// govuk-frontend's accessibility.test.mjs loops its examples). The kit is found, not listed: each
// src/components/<Name>/<Name>.examples.tsx, its component the export <Name> of <Name>.tsx, its
// examples the export named …Examples (props by example name), its states the optional export
// `states` (src/examples/states.ts); every example is also checked as rendered.
expect.extend(toHaveNoViolations);
declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- as vitest declares it
  interface Matchers<R extends void | Promise<void> = void | Promise<void>, T = unknown> {
    toHaveNoViolations(): R;
  }
}
const axe = configureAxe({
  runOnly: { type: 'tag', values: AXE_TAGS },
  rules: JSDOM_DISABLED,
});

interface Kit {
  name: string;
  Component: ComponentType<object>;
  examples: Record<string, object>;
  states: ExampleStates;
}

const root = path.resolve(import.meta.dirname, '../..');
const files = globSync('src/components/*/*.examples.tsx', { cwd: root }).sort();
const kit: Kit[] = await Promise.all(
  files.map(async (file) => {
    const name = path.basename(file, '.examples.tsx');
    const examplesModule = (await import(path.join(root, file))) as Record<string, unknown>;
    const componentModule = (await import(
      path.join(root, path.dirname(file), `${name}.tsx`)
    )) as Record<string, unknown>;
    const examples = Object.entries(examplesModule).find(([key]) => key.endsWith('Examples'))?.[1];
    if (!examples) throw new Error(`${file} exports no …Examples`);
    if (typeof componentModule[name] !== 'function' && typeof componentModule[name] !== 'object')
      throw new Error(`${name}.tsx exports no ${name}`);
    return {
      name,
      Component: componentModule[name] as ComponentType<object>,
      examples: examples as Record<string, object>,
      states: (examplesModule.states ?? {}) as ExampleStates,
    };
  }),
);

it('finds the kit: every component folder with examples', () => {
  expect(kit.map(({ name }) => name)).toEqual(
    files.map((file) => path.basename(file, '.examples.tsx')),
  );
  expect(kit.length).toBeGreaterThan(0);
  for (const { examples } of kit) expect(Object.keys(examples).length).toBeGreaterThan(0);
});

describe.each(localeCodes)('kit examples in %s', (lng) => {
  beforeAll(async () => {
    await loadNamespaces(lng, (await namespacesOf(lng)) as Namespace[]);
  });

  const cases = kit.flatMap(({ name, Component, examples, states }) =>
    Object.entries(examples).flatMap(([example, props]) =>
      [['as rendered', null] as const, ...Object.entries(states)].map(
        ([state, apply]) => [`${name} ${example}: ${state}`, Component, props, apply] as const,
      ),
    ),
  );

  it.each(cases)('%s has no axe violations', async (_, Component, props, apply) => {
    const { container } = renderExample(
      <MemoryRouter>{createElement(Component, props)}</MemoryRouter>,
      lng,
    );
    if (apply) await apply({ container, user: userEvent.setup() });
    expect(await axe(container)).toHaveNoViolations();
  });
});
