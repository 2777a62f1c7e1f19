// The contact service's error page as the build prerenders it, in every language: the marks
// the service fills (service/src/http/pages.ts; its own tests use stand-ins with the same marks).
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { axeViolations } from '../../../tests/support/axe';
import { specPaths } from '../../../content/paths';
import { CODES } from '../../contact/send';
import { localizePath } from '../../i18n/paths';
import { localeCodes } from '../../i18n/registry';
import { renderRouteOnce } from '../../test/renderRoute';
import { SLOT } from '../../site/contactSlots';

// The form's own chunk, in before the pages render (it is deferred on the site).
beforeAll(
  async () => (await import('../../components/ContactSection/ContactSection')).loadContactForm(),
  60_000,
);

describe.each(localeCodes)('the error page template in %s', (lng) => {
  // The site serves this page without its scripts; here the app runs, and would restore a draft
  // that an earlier test of the same worker left in the tab's session storage.
  beforeAll(() => sessionStorage.clear());
  const { text } = renderRouteOnce(localizePath(specPaths.contactError, lng));
  const summary = () => document.querySelector<HTMLElement>('[data-error-summary]');

  it('is titled as an error page, kept out of search results, and links back to the contact page', async () => {
    await waitFor(() => expect(summary()).not.toBeNull(), { timeout: 10_000 });
    expect(document.title).toBe(
      text('common:errorTitle', { title: text('contactError:meta.title') }),
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      text('contactError:hero.title'),
    );
    const back = document.querySelector(`a[${SLOT}="back"]`);
    expect(back).toHaveAttribute('href', localizePath(specPaths.contact, lng));
    expect(back).toHaveTextContent(text('contactError:back'));
  });

  it('lists every error of every field in the form’s own summary, each linking to its field', () => {
    const group = within(summary()!).getByRole('list');
    expect(summary()).toHaveAttribute('role', 'group');
    expect(summary()).toHaveAccessibleName(text('contact:form.summaryTitle'));
    const items = within(group).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-error'))).toEqual(Object.keys(CODES));
    for (const item of items) {
      const code = item.getAttribute('data-error') as keyof typeof CODES;
      const field = document.getElementById(
        within(item).getByRole('link').getAttribute('href')!.slice(1),
      );
      expect(field).toHaveAttribute('name', CODES[code]);
    }
  });

  it('has the form’s fields, empty, for the service to fill; no axe violations', async () => {
    for (const name of ['name', 'email', 'description']) {
      expect(document.querySelector(`form [name="${name}"]`)).toHaveValue('');
    }
    expect(document.querySelector('input[name="lang"]')).toHaveValue(lng);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
