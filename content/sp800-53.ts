// Written by tooling/measure/count-sp800-53.mjs from NIST's OSCAL catalog of SP 800-53 Rev. 5.
// Re-run it on a newer release of the catalog; docs/sources.md says where the figures come from.
export const sp80053 = {
  release: '5.2.0',
  published: '2025-08-27',
  controls: 324,
  enhancements: 872,
  withdrawn: 182,
  active: 1014,
} as const;
