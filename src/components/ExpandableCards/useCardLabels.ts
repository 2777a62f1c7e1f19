import { useTranslation } from 'react-i18next';
import type { ExpandableCardsLabels } from './ExpandableCards';

/** The site's Read More / Read Less labels (common:cards), in the page's language. */
export function useCardLabels(): ExpandableCardsLabels {
  const { t } = useTranslation();
  const more = t('cards.readMore');
  const less = t('cards.readLess');
  return { more, less, name: (title) => t('cards.toggleName', { more, less, title }) };
}
