/**
 * Compile-time proof that translation keys are typed: `npm run typecheck` fails if an unknown key
 * stops being an error (the @ts-expect-error lines would then be unused). Never imported.
 */
import type { TFunction } from 'i18next';

export function typedKeys(t: TFunction<'common'>, tHome: TFunction<'home'>): string[] {
  return [
    t('pages.about'),
    tHome('faq.groups.company.title'),
    // @ts-expect-error — no such key in locales/en/common.json
    t('nav.noSuchLink'),
    // @ts-expect-error — no such key in locales/en/home.json
    tHome('services.noSuchKey'),
  ];
}
