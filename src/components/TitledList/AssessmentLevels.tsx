import type { Namespace, ParseKeys, TFunction } from 'i18next';
import layout from '../../styles/layout.module.css';
import { TitledList } from './TitledList';
import { textItems } from './textItems';

/**
 * One scale of a cybersecurity assessment (the FFIEC CAT's and NCUA ACET's inherent risk profile
 * or maturity levels, which the two share): the ordered list `<part>.levels` under
 * `<part>.levelsHeading`, then, with `rule`, the note `<part>.rule`. `part` must have levels in
 * the namespace of `t`, or it does not compile.
 *
 *   <AssessmentLevels t={t} part="maturity" rule />
 */
export function AssessmentLevels<Ns extends Namespace, Part extends string>({
  t,
  part,
  rule = false,
}: {
  t: TFunction<Ns>;
  part: Part &
    ([Extract<ParseKeys<Ns>, `${Part}.levels.${string}`>] extends [never] ? never : unknown);
  rule?: boolean;
}) {
  // The part is checked above; `t` is only told these are keys.
  const text = t as unknown as (key: string) => string;
  return (
    <TitledList
      ordered
      heading={text(`${part}.levelsHeading`)}
      {...textItems(t, `${part}.levels` as never)}
    >
      {rule && <p className={layout.note}>{text(`${part}.rule`)}</p>}
    </TitledList>
  );
}
