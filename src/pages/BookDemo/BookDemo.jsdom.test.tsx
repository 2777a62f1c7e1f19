import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { optionalSetting, site } from '../../../content/site';
import { specPaths } from '../../../content/paths';
import { renderRoute, renderRouteOnce } from '../../test/renderRoute';
import { escapeRegExp, textIn, englishKeys } from '../../test/pageText';
import { sectionNamed } from '../../test/sections';
const demoTopics = englishKeys('bookDemo', 'covers.items');

const defaultBookingUrl = site.bookingUrl;
afterEach(() => {
  site.bookingUrl = defaultBookingUrl;
});

const calendar = (name: string) => screen.getByRole('region', { name });

// The same structure in every language; the text is read from the page language's keys.
describe.each([
  // A duration would be a promise the demo does not make: no word for one in English (Spanish
  // "hora" is also the time of day the visitor picks, so it has no such word to look for).
  { url: specPaths.bookDemo, duration: /\bminutes?\b|\bhours?\b/i },
  { url: `/es${specPaths.bookDemo}`, duration: undefined },
])('Book a Demo page at $url', ({ url, duration }) => {
  const { text } = renderRouteOnce(url);

  it('says what the demo covers, without promising a duration', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      text('bookDemo:hero.title'),
    );
    const covers = sectionNamed(text('bookDemo:covers.heading'));
    const items = within(covers)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(demoTopics.length);
    expect(items).toEqual(demoTopics.map((id) => text(`bookDemo:covers.items.${id}`)));
    expect(items[demoTopics.indexOf('gaps')]).toContain('POA&M');
    if (duration) expect(document.querySelector('main')!.textContent).not.toMatch(duration);
    expect(document.title).toBe(text('bookDemo:meta.title'));
  });

  it('embeds the calendar in a titled, lazy, full-width frame after a new-tab link to it', () => {
    const region = calendar(text('bookDemo:calendar.heading'));
    const frame = within(region).getByTitle(text('bookDemo:calendar.frameTitle'));
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', site.bookingUrl);
    expect(frame).toHaveAttribute('loading', 'lazy');
    // BookDemo.module.css `.frame`: inline-size 100%, block-size 600px.
    expect(frame.className).toMatch(/frame/);
    const link = within(region).getByRole('link', {
      name: new RegExp(
        `^${escapeRegExp(text('bookDemo:calendar.fallback'))} ?${escapeRegExp(text('common:newTab'))}$`,
      ),
    });
    expect(link).toHaveAttribute('href', site.bookingUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The link comes before the 600 px frame: reached without passing through the calendar.
    expect(link.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('Book a Demo page without a calendar', () => {
  it('without a calendar address, shows a message and the contact link instead of a frame', async () => {
    site.bookingUrl = '';
    await renderRoute(specPaths.bookDemo);
    const text = textIn('en');
    const region = calendar(text('bookDemo:calendar.heading'));
    expect(region.querySelector('iframe')).toBeNull();
    expect(region).toHaveTextContent(text('bookDemo:calendar.unavailable'));
    expect(
      within(region).getByRole('link', { name: text('bookDemo:calendar.contact') }),
    ).toHaveAttribute('href', specPaths.contact);
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
