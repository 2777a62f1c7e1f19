/**
 * The pseudo-locale used by tests: generated from English — accented, about 35% longer and
 * bracketed — with i18next variables ({{name}}) and <Trans> tags left intact. Text that does not
 * come out pseudo-localized was not translated.
 */
const ACCENTS: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((char, index) => [
    char,
    [...'áƀçðéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][index]!,
  ]),
);

export const PSEUDO_MARK = /[\u00C0-\u024F\u1E00-\u1EFF[\]]/u;

export function pseudoString(value: string): string {
  const parts = value.split(/(\{\{[^}]+\}\}|<[^>]+>)/g);
  const body = parts
    .map((part) =>
      part.startsWith('{{') || part.startsWith('<')
        ? part
        : part.replace(/[a-zA-Z]/g, (char) => ACCENTS[char] ?? char),
    )
    .join('');
  const padding = '~'.repeat(Math.max(1, Math.round(value.length * 0.35)));
  return `[${body}${padding}]`;
}

type Tree = string | { [key: string]: Tree };

export function pseudoResource<T extends Tree>(resource: T): T {
  if (typeof resource === 'string') return pseudoString(resource) as T;
  return Object.fromEntries(
    Object.entries(resource).map(([key, value]) => [key, pseudoResource(value)]),
  ) as T;
}
