/**
 * The specification's IRM pages, names and routes as the specification lists them (for the dropdown and
 * the IRM Services cards), written out here so tests check the app against the spec, not against
 * its own content files.
 */
export const SPEC_IRM_PAGES = [
  ['Solutions', '/solutions'],
  ['Documents', '/Documents'],
  ['Controls', '/Controls'],
  ['Risk Management', '/riskManagement'],
  ['Risk Intelligence', '/risk-intelligence'],
  ['Configuration Management', '/configuration-management'],
  ['FFIEC', '/ffiec'],
  ['NCUA', '/ncua'],
  ['GLBA', '/glba'],
  ['MITRE ATT&CK', '/mitre-attack'],
  ['Data Classification', '/data-classification'],
  ['Organization', '/organization'],
];
