import { useTranslation } from 'react-i18next';
import type { ExpandableCardsLabels } from './ExpandableCards';

/** The site's Read More / Read Less labels (common:cards), in the page's language. */
export function useCardLabels(): ExpandableCardsLabels {
  const { t } = useTranslation();
  return {
    more: t('cards.readMore'),
    less: t('cards.readLess'),
    moreAbout: (title) => t('cards.readMoreAbout', { title }),
    lessAbout: (title) => t('cards.readLessAbout', { title }),
  };
}
