/**
 * Lists that are only text live in the locale file alone: a group of keys, one per item, in the
 * order the page shows them. A page reads the items from the group itself —
 *
 *   const { t } = useTranslation('riskIntelligence');
 *   keysOf(t('cis.controls', { returnObjects: true })).map((id) => t(`cis.controls.${id}`))
 *
 * — so adding, removing or reordering an item is editing the English file (and each translation),
 * never `content/`. The ids are typed from the English file (src/i18n/generated/resources.d.ts),
 * so `t(\`cis.controls.${id}\`)` is checked by tsc like any key. Every language renders them in
 * English's order: a namespace the site loads for a language has all of English's keys
 * (tooling/site-build/codegen/locale-module.ts leaves out a file that lacks some), and `npm run i18n:check`
 * fails a translation whose keys are in another order.
 */

/** The keys of a group of texts, in the locale file's order; none when the value is a string. */
export function keysOf<Group>(group: Group): Array<Extract<keyof Group, string>> {
  return (typeof group === 'object' && group !== null ? Object.keys(group) : []) as Array<
    Extract<keyof Group, string>
  >;
}
