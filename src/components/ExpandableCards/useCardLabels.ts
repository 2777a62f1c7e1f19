import { useTranslation } from 'react-i18next';
import type { ExpandableCardsLabels } from './ExpandableCards';

/** The site's Read More label and toggle name (common:cards), in the page's language. */
export function useCardLabels(): ExpandableCardsLabels {
  const { t } = useTranslation();
  const more = t('cards.readMore');
  return { more, name: (title) => t('cards.toggleName', { more, title }) };
}
