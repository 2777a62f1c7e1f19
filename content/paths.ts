/**
 * Every page of the site by id, at its English path (the specification's spelling; other
 * languages add a `/<lng>` prefix). The route table, navigation, cards and links all use these.
 */
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
  downloads: '/downloads',
  whyChooseIrm: '/why-Choose-integrated-risk-management-services',
  cybersecuritySolutions: '/risk-management-cybersecurity-solutions',
  bestIrmSolutions: '/best-integrated-risk-management-solutions',
  privacy: '/privacy',
  accessibility: '/accessibility',
} as const;

export type PageId = keyof typeof specPaths;
export type SpecPath = (typeof specPaths)[PageId];
