/** Structure of the GLBA page: which items each part shows, in order, and their icons. */

/** The safeguards' objectives in section 501(b) of the Act, in the statute's order. */
export const glbaObjectives = ['confidentiality', 'threats', 'access'] as const;

/** Rows of the table of standards by type of institution. */
export const glbaStandards = ['creditUnions', 'banks'] as const;

/** What Appendix A asks of a credit union, in the guidelines' order. */
export const glbaAppendixA = [
  'board',
  'assess',
  'manage',
  'providers',
  'adjust',
  'report',
] as const;

/** The four registries, in the order the report lists them. */
export const glbaRegistries = [
  'riskAssessment',
  'incidentResponse',
  'serviceProvider',
  'exceptionManagement',
] as const;

/** The sections of the annual Board report, in order. */
export const glbaReportSections = [
  'introduction',
  'executiveSummary',
  'riskAssessmentSummary',
  'incidentResponseSummary',
  'serviceProviderReview',
  'exceptionManagementSummary',
  'complianceStatus',
  'enhancements',
  'training',
  'futurePlans',
  'riskAssessmentRegistry',
  'incidentResponseRegistry',
  'serviceProviderRegistry',
  'exceptionManagementRegistry',
] as const;

/** How the platform keeps the registries and produces the report. */
export const glbaPlatform = [
  { id: 'registries', icon: 'documents' },
  { id: 'status', icon: 'monitor' },
  { id: 'report', icon: 'report' },
  { id: 'record', icon: 'evidence' },
  { id: 'followUp', icon: 'ticket' },
] as const;
