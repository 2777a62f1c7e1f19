/**
 * Structure of the Documents page: the policies of each category in display order, and the items
 * of the sections that follow. Titles and descriptions live in locales/<lng>/documents.json.
 */

/** General Policies: 22 policies, in display order. */
export const generalPolicies = [
  'acceptableUse',
  'accessControl',
  'identification',
  'assetManagement',
  'dataClassification',
  'encryption',
  'networkSecurity',
  'remoteAccess',
  'mobileDevice',
  'configurationChange',
  'patchVulnerability',
  'malwareProtection',
  'loggingMonitoring',
  'backupRecovery',
  'physicalSecurity',
  'awarenessTraining',
  'personnelSecurity',
  'privacy',
  'retentionDisposal',
  'secureDevelopment',
  'emailMessaging',
  'cloudSecurity',
] as const;

/** FFIEC/NCUA Required Policies: 6 policies, in display order. */
export const requiredPolicies = [
  'infoSecProgram',
  'responseProgram',
  'businessContinuity',
  'thirdParty',
  'redFlags',
  'incidentResponse',
] as const;

/** Elements of the written information security program (GLBA guidelines). */
export const programElements = [
  'board',
  'risk',
  'safeguards',
  'training',
  'testing',
  'providers',
  'adjust',
  'report',
] as const;

/** The five functions of the NIST Privacy Framework, in the framework's order. */
export const privacyFunctions = [
  'identify',
  'govern',
  'control',
  'communicate',
  'protect',
] as const;

/** How an audit finding is tracked to closure, in order. */
export const findingSteps = ['record', 'plan', 'remediate', 'verify', 'report'] as const;
