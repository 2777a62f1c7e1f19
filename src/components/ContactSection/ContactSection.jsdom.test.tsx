import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { axeViolations } from '../../../tests/support/axe';
import { site } from '../../../content/site';
import { specPaths } from '../../../content/paths';
import type { Locale } from '../../i18n/registry';
import { renderRoute } from '../../test/renderRoute';
import { textIn } from '../../test/pageText';

// CONTACT_PHONE: the "Need Assistance?" panel offers a call only when a phone number is set.
const defaultPhone = site.contactPhone;
afterEach(() => {
  site.contactPhone = defaultPhone;
});

async function assistancePanel(url: string, lng: Locale) {
  await renderRoute(url);
  const text = textIn(lng);
  return {
    text,
    panel: screen.getByRole('complementary', { name: text('contact:assistance.heading') }),
  };
}

describe.each([
  { url: specPaths.contact, lng: 'en' as Locale },
  { url: `/es${specPaths.contact}`, lng: 'es' as Locale },
  { url: '/es', lng: 'es' as Locale },
])('the contact panel at $url', ({ url, lng }) => {
  it('with a phone number: offers a call or an e-mail, with a tel: link named by the number', async () => {
    site.contactPhone = '+18005550199';
    const { text, panel } = await assistancePanel(url, lng);
    expect(panel).toHaveTextContent(text('contact:assistance.callOrEmail'));
    expect(panel).not.toHaveTextContent(text('contact:assistance.emailOnly'));
    const call = within(panel).getByRole('link', { name: '(800) 555-0199' });
    expect(call).toHaveAttribute('href', 'tel:+18005550199');
    expect(call.closest('p')).toHaveTextContent(
      text('contact:assistance.phoneLine', { phone: '(800) 555-0199' }),
    );
    // The e-mail stays offered beside the call.
    expect(
      within(panel).getByRole('link', { name: text('contact:assistance.sendEmail') }),
    ).toHaveAttribute('href', `mailto:${site.contactEmail}`);
    expect(await axeViolations(panel)).toEqual([]);
  });

  it('reads CONTACT_PHONE as people write it: the link dials the number in E.164', async () => {
    site.contactPhone = '1 (800) 555-0199';
    const { panel } = await assistancePanel(url, lng);
    expect(within(panel).getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute(
      'href',
      'tel:+18005550199',
    );
  });

  it('without a phone number: promises only e-mail, and has no tel: link', async () => {
    site.contactPhone = '';
    const { text, panel } = await assistancePanel(url, lng);
    expect(panel).toHaveTextContent(text('contact:assistance.emailOnly'));
    expect(panel).not.toHaveTextContent(text('contact:assistance.callOrEmail'));
    expect(panel.querySelector('a[href^="tel:"]')).toBeNull();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`mailto:${site.contactEmail}`]);
  });
});
