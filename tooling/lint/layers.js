// The layers of the code, bottom to top. A layer may import from the layers below it, never from
// one above (eslint-plugin-import-x `no-restricted-paths` zones built from this list).
export const layers = [
  ['content', 'structure and settings: ids, paths, link lists, icons; no prose'],
  ['src/i18n', 'languages, i18next instances, formatting'],
  ['src/site', 'the current page, page status, the contact rules and sending'],
  ['src/components', 'shared UI, the disclosure-and-card kit'],
  ['src/pages', 'one folder per screen'],
  ['src/app', 'routes, layout, head tags, preloading'],
];

/** `src/contact` sits on the `src/site` level. */
const sameLevel = { 'src/site': ['src/contact'] };

const folders = (layer) => [layer, ...(sameLevel[layer] ?? [])];

export const layerZones = layers.slice(0, -1).flatMap(([layer], index) =>
  folders(layer).map((target) => ({
    target: `./${target}`,
    from: layers.slice(index + 1).flatMap(([above]) => folders(above).map((f) => `./${f}`)),
    message: `${target} is below these layers: import downwards only (see docs/architecture.md).`,
  })),
);

/**
 * The folders by role (docs/architecture.md's map) and what each may never import. They hold for
 * code that runs: tests, `src/test/` and `service/test/` may import what they test and the
 * helpers in `tests/support/` (eslint.config.js leaves them out of these zones).
 */
export const roleZones = [
  {
    target: ['./content', './src'],
    from: ['./tooling', './tests'],
    message: 'The app never imports the tooling or the tests (see docs/architecture.md).',
  },
  {
    target: './service',
    from: './tooling',
    message:
      'The contact service never imports the tooling: it is installed and run alone (see docs/architecture.md).',
  },
  {
    target: './tooling/site-build',
    from: './tooling/i18n',
    message:
      'The build never imports the translation checks: it reads the languages from shared/locales.ts (see docs/architecture.md).',
  },
  {
    target: './shared',
    from: ['./src', './service', './tooling', './tests'],
    message:
      'shared/ is read by the app, the service and the tooling: it imports none of them (see docs/architecture.md).',
  },
];
