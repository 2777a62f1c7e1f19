/** Figures the copy quotes; each locale formats them its own way. */
export const figures = {
  /** Share of an institution's time audits can take. */
  auditShare: 0.25,
  /** Average cost of a data breach, in U.S. dollars. */
  breachCost: 4_450_000,
  /** NIST SP 800-53 Rev. 5 controls the platform documents. */
  controls: 1008,
  /** NIST SP 800-53 Rev. 5 control enhancements. */
  enhancements: 195,
  /** Report frameworks generated (CSF, Privacy Framework, CUI-SSP, FFIEC CAT, NCUA ACET, FDIC SSP, PCI DSS, MITRE ATT&CK). */
  reports: 8,
} as const;
