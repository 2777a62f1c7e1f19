/**
 * Typed shapes of the static content. Content files hold structure
 * only — ids, routes, image paths, which translation keys belong to which item — never prose.
 */
import type { IconName } from './icons';
import type { PageId } from './paths';

/** An IRM service card on the home page. */
export interface Service {
  /** The page the card stands for; its name is `common:pages.<id>`. */
  id: PageId;
  /** Illustration shown on the card (an icon from src/components/Icon). */
  img: IconName;
  /** Route the card links to (a spec path). */
  url: string;
}

/** One question-and-answer item inside a FAQ group. */
export interface FaqItem {
  /** Key of the item under its group's `items` in the locale file. */
  id: string;
}

/** A FAQ group: a title and its question-and-answer items. */
export interface FaqGroup {
  /** Key of the group in the locale file. */
  id: string;
  /** The group's items, in display order. */
  items: readonly FaqItem[];
}

/** A downloadable PDF offered on the downloads page. */
export interface DownloadItem {
  /** Key of the item's title and description in the locale file. */
  id: string;
  /** Icon id drawn next to the title. */
  icon: string;
  /** Accent colour token name for the item. */
  color: string;
  /** Path of the PDF under static/. */
  pdf: string;
}

/** A category of policies on the Documents page. */
export interface PolicyGroup {
  /** Key of the category in the locale file. */
  category: string;
  /** Keys of the policies in the category, in display order. */
  items: readonly string[];
}

/** A report group on the IRM overview page. */
export interface ReportGroup {
  /** Key of the group's title in the locale file. */
  id: string;
  /** Keys of the reports in the group; empty shows "No additional information available". */
  items: readonly string[];
}

/** A feature tile: a title, a sentence and an icon. */
export interface FeatureItem {
  /** Key of the feature's title and description in the locale file. */
  id: string;
  /** Icon drawn on the tile. */
  icon: IconName;
}

/** A card linking to an article on Insights and in Related Security Articles. */
export interface ArticleCard {
  /** Key of the article's title, description and image alt text in the locale file. */
  id: string;
  /** Hero/card image path under static/. */
  image: string;
  /** Route of the article. */
  path: string;
}
