import type { ReactNode } from 'react';
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

export interface PageHeroProps {
  /** The page's namespace: its `hero.eyebrow`, `hero.title` (the h1) and `hero.lead`. */
  ns: HeroNamespace;
  /** Values the lead interpolates (figures, dates). */
  values?: TOptions;
  /** Illustration or facts beside the text. */
  aside?: ReactNode;
}

/**
 * A page's hero from its namespace's `hero` texts, ending with Book a Demo and Contact Us (the
 * pages whose hero words its buttons differently use PageHeader directly).
 */
export function PageHero({ ns, values = {}, aside }: PageHeroProps) {
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
      aside={aside}
    >
      <HeroActions />
    </PageHeader>
  );
}
