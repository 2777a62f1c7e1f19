import { useTranslation } from 'react-i18next';
import { ExpandableCards } from '../../components/ExpandableCards/ExpandableCards';
import { useCardLabels } from '../../components/ExpandableCards/useCardLabels';
import { keysOf } from '../../i18n/lists';

/** The ACET's key components, as Read More cards (a part of its own: see the page). */
export function Cards() {
  const { t } = useTranslation('ncua');
  const labels = useCardLabels();
  return (
    <ExpandableCards
      headingLevel={3}
      items={keysOf(t('cards.items', { returnObjects: true })).map((id) => ({
        id,
        title: t(`cards.items.${id}.title`),
        text: t(`cards.items.${id}.text`),
      }))}
      labels={labels}
    />
  );
}
