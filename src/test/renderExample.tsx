import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { KitFrame } from '../examples/KitFrame';

/** Renders a kit example as the examples page shows it: in a titled English document's main. */
export function renderExample(ui: ReactElement) {
  document.documentElement.lang = 'en';
  document.title = 'Kit examples';
  return render(
    <KitFrame>
      <main>{ui}</main>
    </KitFrame>,
  );
}
