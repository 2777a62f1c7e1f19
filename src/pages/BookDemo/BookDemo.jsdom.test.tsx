import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { optionalSetting, site } from '../../../content/site';
import { specPaths } from '../../../content/paths';
import { renderRoute } from '../../test/renderRoute';

const defaultBookingUrl = site.bookingUrl;
afterEach(() => {
  site.bookingUrl = defaultBookingUrl;
});

const calendar = (name = 'Choose a time') => screen.getByRole('region', { name });

describe('Book a Demo page', () => {
  it('says what the demo covers, without promising a duration', async () => {
    await renderRoute(specPaths.bookDemo);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'See the platform at work on a security program like yours',
    );
    const covers = screen.getByRole('region', { name: 'What the demo covers' });
    const items = within(covers)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(4);
    expect(items[0]).toMatch(/^How nightly endpoint scans/);
    expect(items[2]).toContain('POA&M');
    expect(document.querySelector('main')!.textContent).not.toMatch(/\bminutes?\b|\bhours?\b/i);
    expect(document.title).toBe(
      'Book a Demo of the Integrated Risk Management Platform | Northwind Risk',
    );
  });

  it('embeds the calendar in a titled, lazy, full-width frame with a new-tab fallback link', async () => {
    await renderRoute(specPaths.bookDemo);
    const frame = within(calendar()).getByTitle('Demo booking calendar');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', site.bookingUrl);
    expect(frame).toHaveAttribute('loading', 'lazy');
    // BookDemo.module.css `.frame`: inline-size 100%, block-size 600px.
    expect(frame.className).toMatch(/frame/);
    const link = within(calendar()).getByRole('link', {
      name: /^Open the booking calendar on its own page ?\(opens in a new tab\)$/,
    });
    expect(link).toHaveAttribute('href', site.bookingUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('without a calendar address, shows a message and the contact link instead of a frame', async () => {
    site.bookingUrl = '';
    await renderRoute(specPaths.bookDemo);
    expect(calendar().querySelector('iframe')).toBeNull();
    expect(calendar()).toHaveTextContent('Online booking is not available at the moment.');
    expect(
      within(calendar()).getByRole('link', { name: 'Contact us to arrange a demo' }),
    ).toHaveAttribute('href', specPaths.contact);
  });

  it('speaks Spanish at /es/bookdemo', async () => {
    await renderRoute(`/es${specPaths.bookDemo}`);
    const frame = within(calendar('Elija un horario')).getByTitle(
      'Calendario de reservas de la demostración',
    );
    expect(frame).toHaveAttribute('src', site.bookingUrl);
    expect(
      screen.getByRole('link', {
        name: /^Abrir el calendario de reservas en su propia página ?\(se abre en una pestaña nueva\)$/,
      }),
    ).toBeInTheDocument();
  });
});

describe('BOOKING_URL', () => {
  const fallback = 'https://calendar.example.com/book/demo';
  it('falls back to the default when unset or empty, and is off with "off" or "none"', () => {
    expect(optionalSetting(undefined, fallback)).toBe(fallback);
    expect(optionalSetting('', fallback)).toBe(fallback);
    expect(optionalSetting('  ', fallback)).toBe(fallback);
    expect(optionalSetting('off', fallback)).toBe('');
    expect(optionalSetting(' NONE ', fallback)).toBe('');
    expect(optionalSetting(' https://cal.example.org/x ', fallback)).toBe(
      'https://cal.example.org/x',
    );
  });
});
