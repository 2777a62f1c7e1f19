import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../i18n/instance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { followLink, renderRoute } from '../../test/renderRoute';
import { renderExample } from '../../test/renderExample';
import { axeViolations } from '../../../tests/support/axe';
import { textIn } from '../../test/pageText';
import type { Locale } from '../../i18n/registry';
import { LanguageSwitcher } from './LanguageSwitcher';
import { languageSwitcherExamples } from './LanguageSwitcher.examples';

const header = () => screen.getByRole('banner');

/**
 * The header's link to a language, named in that language. With two languages it is in the bar;
 * with more (a translator added one), it is in the list the "Language" button shows: opened first.
 */
async function languageLink(lng: Locale, name: string) {
  const button = within(header()).queryByRole('button', {
    name: textIn(lng)('common:language.label'),
  });
  if (button && button.getAttribute('aria-expanded') !== 'true')
    await userEvent.setup().click(button);
  return within(header()).getByRole('link', { name });
}

describe('language switcher', () => {
  it('links to the same page in Spanish, named in Spanish, with lang and hreflang', async () => {
    await renderRoute('/aboutUs');
    const link = await languageLink('en', 'Español');
    expect(link).toHaveAttribute('href', '/es/aboutUs');
    expect(link).toHaveAttribute('lang', 'es');
    expect(link).toHaveAttribute('hreflang', 'es');
    expect(within(header()).queryByRole('link', { name: 'English' })).toBeNull();
  });

  it('links back to English from a Spanish page', async () => {
    await renderRoute('/es/founder');
    const link = await languageLink('es', 'English');
    expect(link).toHaveAttribute('href', '/founder');
    expect(link).toHaveAttribute('lang', 'en');
  });

  it('switches the page, its text and <html lang> without a reload', async () => {
    const user = userEvent.setup();
    await renderRoute('/aboutUs');
    await followLink(user, await languageLink('en', 'Español'));
    expect(
      await screen.findByRole('heading', { level: 1, name: /automatizamos/i }),
    ).toBeInTheDocument();
    // The switcher now offers the way back to the same page in English.
    expect(await languageLink('es', 'English')).toHaveAttribute('href', '/aboutUs');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(within(header()).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es');
  });

  it('on the not-found page links to the other language’s home', async () => {
    await renderRoute('/no-such-page');
    expect(await languageLink('en', 'Español')).toHaveAttribute('href', '/es');
  });
});

describe('language switcher as one control (the header, more than two languages)', () => {
  beforeAll(() => loadNamespaces('en', ['common']));
  const show = (example: keyof typeof languageSwitcherExamples) =>
    renderExample(<LanguageSwitcher {...languageSwitcherExamples[example]} />);

  it.each(Object.keys(languageSwitcherExamples))('%s: has no axe violations', async (name) => {
    show(name as keyof typeof languageSwitcherExamples);
    expect(await axeViolations()).toEqual([]);
  });

  it('with two languages it is the other language’s link', () => {
    show('twoLanguages');
    expect(screen.queryByRole('button')).toBeNull();
    const [, other] = languageSwitcherExamples.twoLanguages.languages;
    expect(screen.getByRole('link', { name: other!.name })).toHaveAttribute('lang', other!.code);
  });

  it('with more, one button shows the others’ links, each named in its own language; Escape closes it', async () => {
    const user = userEvent.setup();
    show('threeLanguagesClosed');
    const { languages } = languageSwitcherExamples.threeLanguagesClosed;
    const button = screen.getByRole('button', { name: 'Language' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    const others = languages.filter(({ code }) => code !== 'en');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [
          link.textContent,
          link.getAttribute('lang'),
          link.getAttribute('hreflang'),
        ]),
    ).toEqual(others.map(({ code, name }) => [name, code, code]));
    await user.tab();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
