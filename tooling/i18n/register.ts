/**
 * The register of claims (docs/sources.md) against the English copy. A sentence in
 * `locales/en/` that names a CFR section, an FDIC Financial Institution Letter (FIL), a NIST
 * publication, a dollar figure, a percentage, a statute section (§, "section 501(b)"), a U.S.C.
 * citation, a rule by name (Safeguards Rule, Regulation P), a RIN, a Federal Register citation, a
 * letter's number (21-CU-15, SR 24-7), a requirement or safeguard number (requirement 3.3.1) or a
 * version (v8.1, Rev. 5, release 5.2.0, CSF 2.0), or an agency, standards body or publisher with a
 * year in the same clause (the FFIEC … in 2025) is a claim: its key must be on a line of the
 * register's tables (with its primary source and check date), or listed under the register's
 * "Names, not claims" heading when the sentence only names a document (a title, a column
 * heading, a list of keywords). Used by tooling/i18n/sources.node.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type Reader } from './check.ts';
import { DEFAULT_LOCALE, LOCALES_DIR, flatten, isNamespaceFile } from '../../shared/locales.ts';

/** What makes a sentence a claim, each with the name a problem gives it. */
export const CLAIM_PATTERNS: readonly (readonly [string, RegExp])[] = [
  ['CFR section', /\b\d+ CFR\b/],
  ['FIL', /\bFIL-\d+-\d{4}\b/],
  [
    'NIST publication',
    /\bSP 800-\d+|\bNIST (?:CSF|Cybersecurity Framework|Privacy Framework)\b|\bCSF(?: \d\.\d)?\b/,
  ],
  ['dollar figure', /\$\s?\d|\bUSD\b|\{\{breachCost\w*\}\}/],
  ['percentage', /\d\s?%|\bpercent\b/],
  ['statute section', /§\s?\d|\b[Ss]ections? \d+(?:\(\w\))?(?![\d,.]*\s(?:sections|parts)\b)/],
  ['U.S.C. citation', /\bU\.\s?S\.\s?C\.|\bUSC\b/],
  ['rule name', /\b(?:[A-Z][\w-]* )+Rule\b|\bRegulation [A-Z]{1,2}\b/],
  ['RIN', /\bRIN \d{4}-[A-Z]{2}\d{2}\b/],
  ['Federal Register citation', /\b\d+ FR \d+|\bFR Doc\./],
  ['letter number', /\b\d{2}-CU-\d{2}\b|\bSR \d{2}-\d{1,2}\b/],
  ['requirement number', /\b(?:[Rr]equirements?|[Ss]afeguards?|req\.) \d+\.\d+/],
  [
    'version number',
    /\bv\d+(?:\.\d+)*\b|\b(?:[Vv]ersion|[Rr]elease|Rev\.|Revision) \d|\b(?:CSF|CPGs?|Privacy Framework) \d\.\d|\bSpecial Publication 800-/,
  ],
  // An agency, standards body or publisher with a year in the same clause: when it did what.
  ['dated statement', datedStatement()],
];

function datedStatement(): RegExp {
  const who =
    '(?:FFIEC|NCUA|FDIC|OCC|NIST|CISA|FTC|Federal Reserve|MITRE|ATT&CK|PCI|CIS|IBM|Congress)';
  const year = '(?:19|20)\\d{2}';
  return new RegExp(`\\b${who}\\b[^.;:]{0,60}\\b${year}\\b|\\b${year}\\b[^.;:]{0,40}\\b${who}\\b`);
}

const KEY = /`([a-zA-Z]+):([a-zA-Z0-9_.]+)`/g;
const NAMES_HEADING = '## Names, not claims';

/** The register's parts: keys on claim lines (its tables), and keys that only name a document. */
export function readRegister(markdown: string): { claims: Set<string>; names: Set<string> } {
  const claims = new Set<string>();
  const names = new Set<string>();
  let inNames = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) inNames = line.trim() === NAMES_HEADING;
    const keys = [...line.matchAll(KEY)].map(([, ns, key]) => `${ns}:${key}`);
    if (line.startsWith('| ')) for (const key of keys) claims.add(key);
    else if (inNames) for (const key of keys) names.add(key);
  }
  return { claims, names };
}

/** A text's sentences, markup and `{{variables}}` kept (a figure may be a variable). */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/<\/?(?:list|item)>/g, ' ')
    .split(/(?<=[.!?;:])\s+(?=[A-Z<{(“"])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** What a sentence names that makes it a claim, or nothing. */
export function claimIn(sentence: string): string | undefined {
  return CLAIM_PATTERNS.find(([, pattern]) => pattern.test(sentence))?.[0];
}

export interface Unregistered {
  key: string;
  kind: string;
  sentence: string;
}

/** Every English sentence that makes a claim whose key is neither on a claim line nor a name. */
export function unregisteredClaims(
  markdown: string,
  namespaces: readonly string[],
  read: Reader,
): Unregistered[] {
  const { claims, names } = readRegister(markdown);
  const found: Unregistered[] = [];
  for (const ns of namespaces) {
    for (const [key, text] of flatten(read(DEFAULT_LOCALE, ns) ?? {})) {
      const id = `${ns}:${key}`;
      if (claims.has(id) || names.has(id)) continue;
      for (const sentence of sentencesOf(text)) {
        const kind = claimIn(sentence);
        if (kind) found.push({ key: id, kind, sentence });
      }
    }
  }
  return found;
}

/** The English namespaces, read from the folder. */
export function englishNamespaces(localesDir = LOCALES_DIR): string[] {
  return readdirSync(path.join(localesDir, DEFAULT_LOCALE))
    .filter(isNamespaceFile)
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

export const readRegisterFile = (root: string) =>
  readFileSync(path.join(root, 'docs/sources.md'), 'utf8');
