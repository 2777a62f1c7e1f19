import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { loadNamespaces } from '../../i18n/instance';
import { renderExample } from '../../test/renderExample';
import { renderRoute } from '../../test/renderRoute';
import { textIn } from '../../test/pageText';
import { specPaths } from '../../../content/paths';
import { Section } from './Section';

beforeAll(() => loadNamespaces('en', ['common']));

/** The page's region landmarks. */
const regions = () => screen.queryAllByRole('region');

describe('Section', () => {
  it('a chapter of the page is a <section> with its <h2>, not a landmark', () => {
    renderExample(<Section heading="How it works">text</Section>);
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a place people jump to (landmark) is a region named by its heading', () => {
    renderExample(
      <Section heading="Pick a time" landmark>
        text
      </Section>,
    );
    expect(screen.getByRole('region', { name: 'Pick a time' })).toBeVisible();
  });
});

// The audit found 10 named regions on /Controls (one per section and per table): a landmark list
// of noise. Its sections are chapters of the page and its tables fit (jsdom has no layout).
describe.each(['en', 'es'] as const)('the landmark list (%s)', (lng) => {
  const url = (path: string) => (lng === 'en' ? path : `/${lng}${path}`);

  it('/Controls: no region among its sections and tables', async () => {
    const { unmount } = await renderRoute(url(specPaths.controls));
    expect(regions()).toEqual([]);
    unmount();
  });

  it('Book a Demo: the calendar alone is a region', async () => {
    const { unmount } = await renderRoute(url(specPaths.bookDemo));
    const text = textIn(lng);
    expect(screen.getAllByRole('region')).toEqual([
      screen.getByRole('region', { name: text('bookDemo:calendar.heading') }),
    ]);
    unmount();
  });
});
