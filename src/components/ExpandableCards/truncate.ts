/**
 * The start of a text, at most `limit` characters, cut at a word boundary of the language (never
 * inside a word or a grapheme), with an ellipsis. Text that fits is returned whole.
 */
export function truncateAtWord(text: string, limit: number, locale: string): string {
  if (text.length <= limit) return text;
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  let end = 0;
  for (const { index, segment, isWordLike } of segmenter.segment(text)) {
    const segmentEnd = index + segment.length;
    if (segmentEnd > limit) break;
    if (isWordLike) end = segmentEnd;
  }
  if (end === 0) {
    // One word longer than the limit: cut between graphemes instead.
    const graphemes = new Intl.Segmenter(locale, { granularity: 'grapheme' });
    for (const { index, segment } of graphemes.segment(text)) {
      if (index + segment.length > limit) break;
      end = index + segment.length;
    }
  }
  return `${text.slice(0, end)}…`;
}
