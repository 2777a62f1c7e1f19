import type { Namespace, ParseKeys, TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { inlineMarkup } from '../../i18n/markup';

/** The keys of a tile's texts in a namespace: `<prefix>.<id>.title` and `<prefix>.<id>.text`. */
type TileKey<Prefix extends string, Id extends string> = `${Prefix}.${Id}.${'title' | 'text'}`;

/**
 * A FeatureGrid's `copy` for tiles whose texts stand at `<prefix>.<id>.title` and
 * `<prefix>.<id>.text` in the namespace of `t`; the sentence may use the inline markup
 * (`<strong>`, `<en>`) and `values` (figures). The ids a grid passes must all have both keys,
 * or it does not compile.
 */
export function tileCopy<Ns extends Namespace, Prefix extends string>(
  t: TFunction<Ns>,
  prefix: Prefix,
  values?: Record<string, string | number>,
) {
  return <Id extends string>(
    id: Id & (TileKey<Prefix, Id> extends ParseKeys<Ns> ? unknown : never),
  ): { title: string; text: ReactNode } => {
    // Checked above, for the ids the grid passes; `t` is only told they are strings.
    const translate = t as unknown as (key: string, options?: typeof values) => string;
    return {
      title: translate(`${prefix}.${id}.title`, values),
      text: (
        <Trans
          t={t}
          i18nKey={`${prefix}.${id}.text` as never}
          values={values}
          components={inlineMarkup}
        />
      ),
    };
  };
}
