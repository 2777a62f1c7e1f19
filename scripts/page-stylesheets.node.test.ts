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

  it('refuses an import before any route entry', () => {
    expect(() =>
      routeIdsAt(routes.split('\n').slice(8).join('\n'), [{ line: 1, column: 20 }]),
    ).toThrow(/outside a route entry/);
  });
});
