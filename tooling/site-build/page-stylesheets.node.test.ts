import { describe, expect, it } from 'vitest';
import { routeIdsAt } from './page-stylesheets.mjs';

const routes = [
  'const entries = [',
  "  { id: 'home', namespaces: ['home'], load: () => import('../pages/Home/Home') },",
  '  {',
  "    id: 'solutions',",
  "    namespaces: ['solutions'],",
  "    load: () => import('../pages/Solutions/Solutions'),",
  '  },',
  '];',
  "const other = () => import('./elsewhere');",
].join('\n');

describe("the route of each page chunk in Parcel's bundle graph", () => {
  it('is the id of the route entry around the dynamic import', () => {
    expect(
      routeIdsAt(routes, [
        { line: 2, column: 63 },
        { line: 6, column: 25 },
      ]),
    ).toEqual(['home', 'solutions']);
  });

  it('is every id of the list a run of entries is built from (one component, many routes)', () => {
    const source = [
      "  { id: 'insights', namespaces: ['insights'], load: () => import('../pages/Insights/Insights') },",
      "  ...articleIds.map((id) => ({ id, load: () => import('../pages/Article/Article') })),",
    ].join('\n');
    expect(routeIdsAt(source, [{ line: 2, column: 50 }], { articleIds: ['one', 'two'] })).toEqual([
      ['one', 'two'],
    ]);
    expect(() => routeIdsAt(source, [{ line: 2, column: 50 }])).toThrow(/articleIds, a list/);
  });

  it('refuses an import before any route entry', () => {
    expect(() =>
      routeIdsAt(routes.split('\n').slice(8).join('\n'), [{ line: 1, column: 20 }]),
    ).toThrow(/outside a route entry/);
  });
});
