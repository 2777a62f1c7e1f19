import { useTranslation } from 'react-i18next';
import { ExpandableCards } from '../../components/ExpandableCards/ExpandableCards';
import { useCardLabels } from '../../components/ExpandableCards/useCardLabels';
import { keysOf } from '../../i18n/lists';

/** The classification levels, as Read More cards (a part of its own: see the page). */
export function Levels() {
  const { t } = useTranslation('dataClassification');
  const labels = useCardLabels();
  return (
    <ExpandableCards
      headingLevel={3}
      items={keysOf(t('levels.items', { returnObjects: true })).map((id) => ({
        id,
        title: t(`levels.items.${id}.title`),
        text: t(`levels.items.${id}.text`),
      }))}
      labels={labels}
    />
  );
}
