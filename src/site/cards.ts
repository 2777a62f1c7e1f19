import { useTranslation } from 'react-i18next';
import { CARDS_NAMESPACE } from '../i18n/registry';

/** The words of a page's card where other pages link to it. */
export interface CardText {
  /** The page's title (its `hero.title`). */
  title: string;
  /** The card's sentence (its `card.description`). */
  description: string;
}

/**
 * The card text of pages whose locale file has a `card` group (the articles), by namespace, from
 * the small `cards` namespace the locale module writes from those files (tooling/site-build/codegen/card-module.ts):
 * a page that lists other pages (Insights, Related Articles) loads `cards` instead of every
 * page's whole text. The route must list `cards` among its namespaces.
 */
export function useCardText(): (ns: string) => CardText {
  const { t } = useTranslation(CARDS_NAMESPACE as never);
  const text = t as unknown as (key: string) => string;
  return (ns) => ({ title: text(`${ns}.title`), description: text(`${ns}.description`) });
}
