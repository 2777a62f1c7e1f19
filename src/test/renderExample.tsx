import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { KitFrame } from '../examples/KitFrame';
import type { Locale } from '../i18n/registry';

/**
 * Renders a kit example as the examples page shows it: in a titled document's main, in English
 * unless `lng` says otherwise (its namespaces loaded by the caller).
 */
export function renderExample(ui: ReactElement, lng: Locale = 'en') {
  document.documentElement.lang = lng;
  document.title = 'Kit examples';
  return render(
    <KitFrame lng={lng}>
      <main>{ui}</main>
    </KitFrame>,
  );
}
