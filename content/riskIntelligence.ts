/** Structure of the Risk Intelligence page: lists, table rows and steps, in order. */

/** What the nightly vulnerability scan reports for each endpoint. */
export const vulnerabilityChecks = ['cves', 'patches', 'everyEndpoint'] as const;

/** The 18 CIS Critical Security Controls (v8.1), in the Center for Internet Security's order. */
export const cisControls = [
  'enterpriseAssets',
  'softwareAssets',
  'dataProtection',
  'secureConfiguration',
  'accountManagement',
  'accessControl',
  'vulnerabilityManagement',
  'auditLog',
  'emailBrowser',
  'malware',
  'dataRecovery',
  'networkInfrastructure',
  'networkMonitoring',
  'awareness',
  'serviceProviders',
  'applicationSecurity',
  'incidentResponse',
  'penetrationTesting',
] as const;

/** Sensitive data the scan looks for. */
export const sensitiveData = ['pii', 'pan'] as const;

/** Findings table: one row per kind of finding; columns are fixed. */
export const findingRows = ['cve', 'patch', 'pii', 'pan'] as const;
export const findingColumns = ['finding', 'nist', 'cis'] as const;

/** From scan to closed ticket: the steps, in order. */
export const ticketFlow = ['scan', 'record', 'notify', 'remediate', 'escalate', 'close'] as const;
