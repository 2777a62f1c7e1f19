import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface ExpandableCardsLabels {
  /** The toggle's visible text, open or closed ("Read More"); its chevron shows the state. */
  more: string;
  /**
   * The toggle's one accessible name, the same open or closed: the visible text and the card's
   * title ("Read More: {title}").
   */
  name: (title: string) => string;
}

/**
 * The site's Read More label and toggle name (common:cards), in the page's language: the same
 * object until the language changes, so the cards name their toggles once (ExpandableCards).
 */
export function useCardLabels(): ExpandableCardsLabels {
  const { t } = useTranslation();
  return useMemo(() => {
    const more = t('cards.readMore');
    return { more, name: (title: string) => t('cards.toggleName', { more, title }) };
  }, [t]);
}
