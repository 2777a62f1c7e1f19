import { DEFAULT_LOCALE, flatten, readLanguage } from '../../../shared/locales.ts';
import { readLocaleFile, type Reader } from './read.ts';

/** Digit-group and decimal separators any language may use: comma, point, spaces. */
const SEPARATORS = '.,\u00a0\u202f ';

/** The separators a language writes numbers with (Intl), besides the usual ones: de-CH's ’. */
function separatorsOf(intl: string | undefined): string {
  if (!intl) return SEPARATORS;
  try {
    const parts = new Intl.NumberFormat(intl).formatToParts(12345.6);
    const own = parts
      .filter(({ type }) => type === 'group' || type === 'decimal')
      .map(({ value }) => value)
      .join('');
    return [...new Set([...SEPARATORS, ...own])].join('');
  } catch {
    return SEPARATORS;
  }
}

const charClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');

/**
 * numbersOf's patterns for a language's Intl locale, made once per locale: a check reads every
 * text of a language, and an Intl.NumberFormat and three regular expressions per text were a
 * quarter of `npm run i18n:check`'s time.
 */
const patterns = new Map<
  string | undefined,
  { number: RegExp; grouped: RegExp; separator: RegExp }
>();
function patternsOf(intl: string | undefined) {
  let found = patterns.get(intl);
  if (!found) {
    const separators = charClass(separatorsOf(intl));
    found = {
      number: new RegExp(`\\d+(?:[${separators}]\\d+)*`, 'gu'),
      grouped: new RegExp(`^\\d{1,3}(?:([${separators}])\\d{3})(?:\\1\\d{3})*$`, 'u'),
      separator: new RegExp(`[${separators}]`, 'gu'),
    };
    patterns.set(intl, found);
  }
  return found;
}

/**
 * The numbers a text states, normalized so each language may write them its own way: digit
 * groups (1,014 · 1.014 · 1 014, and the separators the language's Intl locale uses) joined, a
 * decimal comma read as a point (10,22 → 10.22). Versions, sections and citations keep their
 * points (5.2.0, 748.1, 800-53 gives 800 and 53). `{{variables}}` and tags are left out: their
 * values are formatted by the site.
 */
export function numbersOf(text: string, intl?: string): string[] {
  const { number, grouped, separator } = patternsOf(intl);
  const plain = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<[^>]*>/g, ' ');
  const spaces = /[\u00a0\u202f ]/u;
  return [...plain.matchAll(number)].flatMap(([match]) => {
    // A run such as "375 y 1280" is two numbers; "1 014" or "1,014" is one (groups of three).
    if (grouped.test(match)) return [match.replace(separator, '')];
    return match
      .split(spaces)
      .filter(Boolean)
      .map((part) => part.replace(/,(?=\d)/g, '.'));
  });
}

/** A clock time in English text: "8 a.m.", "6:30 p.m.", "6 PM". */
const ENGLISH_TIME = /(?<![\p{L}\p{N}])(\d{1,2})(?::(\d{2}))?\s?([ap])\.?\s?m\b\.?/giu;

/**
 * The ways a language may write a clock time, as the numbers each states: the English figures,
 * and what its Intl locale writes on a 12- and a 24-hour clock, with and without minutes (French
 * "18 h" and "18:00" for 6 p.m., so "de 8 h à 18 h" states 8 a.m. to 6 p.m.).
 */
export function clockForms(intl: string | undefined, hour: number, minute: number): string[][] {
  const english = String(hour % 12 || 12);
  const forms = new Set([minute ? `${english}:${String(minute).padStart(2, '0')}` : english]);
  const date = new Date(Date.UTC(2026, 0, 1, hour, minute));
  for (const hourCycle of ['h12', 'h23'] as const)
    for (const minutes of minute ? [true] : [false, true]) {
      try {
        forms.add(
          new Intl.DateTimeFormat(intl ?? DEFAULT_LOCALE, {
            hour: 'numeric',
            ...(minutes ? { minute: '2-digit' } : {}),
            hourCycle,
            timeZone: 'UTC',
          }).format(date),
        );
      } catch {
        // An Intl locale this runtime lacks: the English figures only.
      }
    }
  // 08:00 states the hour 8.
  return [...forms].map((form) => numbersOf(form, intl).map((n) => n.replace(/^0+(?=\d)/, '')));
}

/**
 * Every text of a language that lacks a number its English states: a count, a date, a CFR
 * citation (12 CFR 748.1(c)), a framework version (CSF 2.0, v8.1, release 5.2.0), a clock time
 * (written as the language writes times: clockForms). Each problem names the language, the
 * namespace, the key and the number.
 */
export function checkNumbers(
  lng: string,
  namespaces: readonly string[],
  read: Reader = readLocaleFile,
  intl: string | undefined = readLanguage(lng)?.intl,
): string[] {
  if (lng === DEFAULT_LOCALE) return [];
  const problems: string[] = [];
  for (const ns of namespaces) {
    const english = flatten(read(DEFAULT_LOCALE, ns) ?? {});
    for (const [key, value] of flatten(read(lng, ns) ?? {})) {
      const source = english.get(key);
      if (source === undefined) continue;
      const have = new Set(numbersOf(value, intl));
      const clock = new Set([...have].map((n) => n.replace(/^0+(?=\d)/, '')));
      const lacks = (number: string) =>
        problems.push(`${lng}/${ns}.json ${key}: "${number}" is in the English and not here`);
      for (const [time, hour, minute, half] of source.matchAll(ENGLISH_TIME)) {
        const h = (Number(hour) % 12) + (half?.toLowerCase() === 'p' ? 12 : 0);
        const forms = clockForms(intl, h, Number(minute ?? 0));
        if (!forms.some((numbers) => numbers.every((number) => clock.has(number))))
          lacks(time.trim().replace(/(?<=[AP]M)\.$/, ''));
      }
      for (const number of new Set(numbersOf(source.replace(ENGLISH_TIME, ' '), intl)))
        if (!have.has(number)) lacks(number);
    }
  }
  return problems;
}
