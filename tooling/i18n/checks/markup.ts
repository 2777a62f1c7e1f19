/**
 * The markup a translation shares with its English: the same `{{variables}}` and the same tags,
 * and no attribute on a tag (a translation must not be able to set an id, a style or an href).
 */

/** The `{{variables}}` a text interpolates, by name. */
export const variables = (value: string) =>
  [...new Set([...value.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`))].sort();
/** The tags a text holds, without their attributes. */
export const tags = (value: string) =>
  [...value.matchAll(/<\/?([a-zA-Z][\w-]*)\b[^>]*>/g)]
    .map((m) => m[0].replace(/\s.*>$/, '>'))
    .sort();
/** `<en>…</en>`: an English passage inside a translation (rendered `<span lang="en">`). */
export const EN_TAG = /<\/?en>/g;
/** The tags a text gives attributes. */
export const attributedTags = (value: string) =>
  [...value.matchAll(/<([a-zA-Z][\w-]*)\s+[^>]*>/g)].map((m) => m[1] ?? '');
