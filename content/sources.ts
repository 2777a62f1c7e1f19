/**
 * The primary documents the Insights articles cite (each article's `sources` in
 * content/articles.ts). Their titles are words, in `insights:sources.items.<id>`;
 * docs/sources.md records when each was checked.
 */
export const sourceLinks = {
  ffiecCatSunset: 'https://www.federalreserve.gov/supervisionreg/srletters/SR2407.htm',
  ffiecHandbook: 'https://ithandbook.ffiec.gov/',
  interagencyGuidelines:
    'https://www.ecfr.gov/current/title-12/chapter-III/subchapter-B/part-364/appendix-Appendix%20B%20to%20Part%20364',
  ncua748: 'https://www.ecfr.gov/current/title-12/chapter-VII/subchapter-A/part-748',
  ncuaAppendixProposal: 'https://www.federalregister.gov/d/2025-22489',
  sp80053: 'https://csrc.nist.gov/pubs/sp/800/53/r5/upd1/final',
  sp800171: 'https://csrc.nist.gov/pubs/sp/800/171/r3/final',
  nistCsf: 'https://www.nist.gov/cyberframework',
  cisaCpg: 'https://www.cisa.gov/cross-sector-cybersecurity-performance-goals',
  cisControls: 'https://www.cisecurity.org/controls/v8-1',
  mitreAttack: 'https://attack.mitre.org/resources/updates/',
} as const;

export type SourceId = keyof typeof sourceLinks;
