import type { Namespace, ParseKeys, TFunction } from 'i18next';
import { Trans } from 'react-i18next';
import { inlineMarkup } from '../../i18n/markup';
import { keysOf } from '../../i18n/lists';

/**
 * A TitledList's `items` and `item` for a list that is only text in the locale file: the keys of
 * the group `key` in the namespace of `t`, in the file's order (src/i18n/lists.ts), each shown
 * with the inline markup (`<strong>`, `<en>`). `key` must be a group of that namespace, or it does
 * not compile.
 *
 *   <TitledList heading={t('profile.levelsHeading')} {...textItems(t, 'profile.levels')} />
 */
export function textItems<Ns extends Namespace, Key extends string>(
  t: TFunction<Ns>,
  key: Key & ([Extract<ParseKeys<Ns>, `${Key}.${string}`>] extends [never] ? never : unknown),
) {
  // The group is checked above; `t` is only told it is a key.
  const group = (t as unknown as (key: string, options: object) => unknown)(key, {
    returnObjects: true,
  });
  return {
    items: keysOf(group as Record<string, unknown>),
    item: (id: string) => (
      <Trans t={t} i18nKey={`${key}.${id}` as never} components={inlineMarkup} />
    ),
  };
}
