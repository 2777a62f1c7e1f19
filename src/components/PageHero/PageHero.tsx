import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { Namespace, TOptions } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { inlineMarkup } from '../../i18n/markup';
import type Resources from '../../i18n/generated/resources';
import { HeroActions } from '../HeroActions/HeroActions';
import { PageHeader } from '../PageHeader/PageHeader';

/** The namespaces whose `hero` has an eyebrow, a title and a lead (see PAGE conventions). */
export type HeroNamespace = {
  [Ns in keyof Resources]: Resources[Ns] extends {
    hero: { eyebrow: string; title: string; lead: string };
  }
    ? Ns
    : never;
}[keyof Resources] &
  Namespace;

export type PageHeroProps = {
  /** The page's namespace: its `hero.eyebrow`, `hero.title` (the h1) and `hero.lead`. */
  ns: HeroNamespace;
  /** Values the lead interpolates (figures, dates). */
  values?: TOptions;
} & (
  | {
      /** Facts (or other content) beside the text, at every width. */
      aside: ReactNode;
      art?: never;
    }
  | {
      aside?: never;
      /** The section's icon, drawn as the hero's decorative illustration from 1024 px. */
      art: LucideIcon;
    }
);

/**
 * A page's hero from its namespace's `hero` texts, ending with Book a Demo and Contact Us, with
 * its inline-end half filled from 1024 px as the home hero's is: the page's facts or its
 * section's illustration (the pages whose hero holds more use PageHeader directly).
 */
export function PageHero({ ns, values = {}, ...side }: PageHeroProps) {
  const { t } = useTranslation(ns);
  return (
    <PageHeader
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      lead={
        <p>
          <Trans t={t} i18nKey="hero.lead" values={values} components={inlineMarkup} />
        </p>
      }
      {...side}
    >
      <HeroActions />
    </PageHeader>
  );
}
