#!/usr/bin/env node
// Counts NIST SP 800-53 Rev. 5 from NIST's own OSCAL catalog (usnistgov/oscal-content,
// nist.gov/SP800-53/rev5/json/NIST_SP-800-53_rev5_catalog.json): base controls, control
// enhancements (controls nested in a control), how many of them are withdrawn (a `status` prop
// of `withdrawn`), and the active rest. The site quotes these figures (content/sp800-53.ts).
//
//   node tooling/measure/count-sp800-53.mjs <catalog.json>           prints the counts as JSON
//   node tooling/measure/count-sp800-53.mjs <catalog.json> --write   also rewrites content/sp800-53.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Counts an OSCAL catalog object ({ catalog: { metadata, groups } }). */
export function countCatalog(document) {
  const catalog = document.catalog;
  if (!catalog?.metadata || !Array.isArray(catalog.groups)) {
    throw new Error('not an OSCAL catalog: expected { catalog: { metadata, groups } }');
  }
  const counts = { controls: 0, enhancements: 0, withdrawn: 0 };
  const withdrawn = (control) =>
    (control.props ?? []).some((prop) => prop.name === 'status' && prop.value === 'withdrawn');
  const visit = (control, depth) => {
    if (depth === 0) counts.controls += 1;
    else counts.enhancements += 1;
    if (withdrawn(control)) counts.withdrawn += 1;
    for (const child of control.controls ?? []) visit(child, depth + 1);
  };
  const visitGroup = (group) => {
    for (const control of group.controls ?? []) visit(control, 0);
    for (const child of group.groups ?? []) visitGroup(child);
  };
  for (const group of catalog.groups) visitGroup(group);
  return {
    release: catalog.metadata.version,
    lastModified: catalog.metadata['last-modified'],
    ...counts,
    active: counts.controls + counts.enhancements - counts.withdrawn,
  };
}

/** The TypeScript module the site imports, from a count and the release's publication date. */
export function moduleText({ release, controls, enhancements, withdrawn, active }, published) {
  return `// Written by tooling/measure/count-sp800-53.mjs from NIST's OSCAL catalog of SP 800-53 Rev. 5.
// Re-run it on a newer release of the catalog; docs/sources.md says where the figures come from.
export const sp80053 = {
${Object.entries({ release, published, controls, enhancements, withdrawn, active })
  .map(([key, value]) => `  ${key}: ${typeof value === 'string' ? `'${value}'` : value},`)
  .join('\n')}
} as const;
`;
}

const self = fileURLToPath(import.meta.url);
if (process.argv[1] && path.resolve(process.argv[1]) === self) {
  const [file, flag] = process.argv.slice(2);
  if (!file) {
    console.error(
      'usage: node tooling/measure/count-sp800-53.mjs <NIST_SP-800-53_rev5_catalog.json> [--write]',
    );
    process.exit(2);
  }
  const count = countCatalog(JSON.parse(readFileSync(file, 'utf8')));
  console.log(JSON.stringify(count, null, 2));
  if (flag === '--write') {
    const published = process.env.SP80053_PUBLISHED ?? count.lastModified.slice(0, 10);
    const target = path.join(path.dirname(self), '..', 'content', 'sp800-53.ts');
    writeFileSync(target, moduleText(count, published));
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  }
}
