/** Every route of the specification (SPEC.md section 2), by id. Links use these. */
export const specPaths = {
  home: '/',
  solutions: '/solutions',
  documents: '/Documents',
  controls: '/Controls',
  riskManagement: '/riskManagement',
  riskIntelligence: '/risk-intelligence',
  configurationManagement: '/configuration-management',
  ffiec: '/ffiec',
  ncua: '/ncua',
  glba: '/glba',
  mitre: '/mitre-attack',
  dataClassification: '/data-classification',
  organization: '/organization',
  irm: '/irm',
  aboutUs: '/aboutUs',
  contact: '/newContact',
  founder: '/founder',
  insights: '/insights',
  bookDemo: '/bookdemo',
} as const;

export type SpecPathId = keyof typeof specPaths;
export type SpecPath = (typeof specPaths)[SpecPathId];

/** The pages in the IRM dropdown, in the specification's order. */
export const irmPages = [
  'solutions',
  'documents',
  'controls',
  'riskManagement',
  'riskIntelligence',
  'configurationManagement',
  'ffiec',
  'ncua',
  'glba',
  'mitre',
  'dataClassification',
  'organization',
] as const satisfies readonly SpecPathId[];
