import type { ParseKeys } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { irmReportGroups } from '../../../content/irm';
import type { ReportGroup } from '../../../content/types';
import { Accordion } from '../../components/Accordion/Accordion';
import { useFigures } from '../../site/figures';
import { inlineMarkup } from '../../i18n/markup';
import layout from '../../styles/layout.module.css';
import styles from './Irm.module.css';

/**
 * Keys of a group's texts in locales/<lng>/irm.json. Groups come typed as ReportGroup (plain
 * strings, so a test can pass a fixture); the real ids are checked by content/irm.ts.
 */
type IrmKey = ParseKeys<'irm'>;
type GroupTitleKey = Extract<IrmKey, `groups.items.${string}.title`>;
type ReportKey<Part extends string> = Extract<
  IrmKey,
  `groups.items.${string}.reports.${string}.${Part}`
>;
const groupKey = (id: string) => `groups.items.${id}.title` as GroupTitleKey;
const nameKey = (id: string, report: string) =>
  `groups.items.${id}.reports.${report}.name` as ReportKey<'name'>;
const textKey = (id: string, report: string) =>
  `groups.items.${id}.reports.${report}.text` as ReportKey<'text'>;

/**
 * The IRM report groups as an accordion whose panels open independently: each panel lists its
 * reports (name and one line); a group without reports says there is nothing more to show.
 */
export function ReportGroups({ groups }: { groups: readonly ReportGroup[] }) {
  const { t } = useTranslation('irm');
  const figures = useFigures();
  return (
    <Accordion
      headingLevel={3}
      allowsMultipleExpanded
      items={groups.map((group) => ({
        id: group.id,
        title: t(groupKey(group.id)),
        content:
          group.items.length > 0 ? (
            <ul className={layout.list}>
              {group.items.map((report) => (
                <li key={report}>
                  <strong>{t(nameKey(group.id, report))}</strong>{' '}
                  <span className={styles.reportText}>
                    <Trans
                      t={t}
                      i18nKey={textKey(group.id, report)}
                      values={figures}
                      components={inlineMarkup}
                    />
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={layout.note}>{t('groups.empty')}</p>
          ),
      }))}
    />
  );
}

/** The site's report groups (content/irm.ts): the IRM page's deferred part. */
export function IrmReportGroups() {
  return <ReportGroups groups={irmReportGroups} />;
}
