import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import { renderRoute as renderApp } from '../../src/test/renderRoute';

// The form's chunk, loaded once for the file (its first load outlasts one test's time).
beforeAll(
  async () =>
    (await import('../../src/components/ContactSection/ContactSection')).loadContactForm(),
  60_000,
);

/** The page at a URL once its contact form (a chunk of its own) is in. */
async function renderRoute(url: string) {
  const result = await renderApp(url);
  await waitFor(() => expect(document.querySelector('form')).not.toBeNull(), { timeout: 10_000 });
  return result;
}

// What a screen-reader user hears, with the virtual screen reader over the rendered page.
beforeEach(() => {
  sessionStorage.clear();
  // jsdom does not implement scrolling.
  Element.prototype.scrollIntoView ??= () => {};
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await virtual.stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const spoken = async () => (await virtual.spokenPhraseLog()).join(' | ');
const submit = () => screen.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ana López');
  await user.type(screen.getByRole('textbox', { name: /^Email Address/ }), 'ana@bank.com');
  await user.type(screen.getByRole('textbox', { name: 'Your Message' }), 'Hello');
}

describe('contact form with a screen reader', () => {
  it('announces the error summary and each field’s error', async () => {
    const user = userEvent.setup();
    await renderRoute('/newContact');
    await virtual.start({ container: document.body });
    await user.click(submit());
    await act(async () => {});
    // Focus lands on the summary; reading on goes through its links, then the fields.
    expect(await virtual.lastSpokenPhrase()).toBe(
      'group, There is a problem, Enter your full name Enter your email address Enter your message',
    );
    for (let step = 0; step < 40; step += 1) await virtual.next();
    const log = await spoken();
    expect(log).toMatch(/link, Enter your full name/);
    expect(log).toMatch(/link, Enter your email address/);
    expect(log).toMatch(/link, Enter your message/);
    expect(log).toMatch(
      /textbox, Full Name, Error:\s*Enter your full name All fields are required\., invalid, required/,
    );
    expect(log).toMatch(
      /textbox, Email Address, .*Enter your email address All fields are required\., invalid, required/,
    );
    expect(log).toMatch(
      /textbox, Your Message, Error:\s*Enter your message All fields are required\., invalid, required/,
    );
  });

  it('after a failed submit, fixing a field is not announced again', async () => {
    const user = userEvent.setup();
    await renderRoute('/newContact');
    await virtual.start({ container: document.body });
    await user.click(submit());
    await act(async () => {});
    const before = (await virtual.spokenPhraseLog()).length;
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ana');
    await act(async () => {});
    const after = (await virtual.spokenPhraseLog()).slice(before).join(' | ');
    expect(after).not.toMatch(/There is a problem|assertive|polite/);
  });

  it('announces success politely', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 200 })));
    await renderRoute('/newContact');
    await virtual.start({ container: document.body });
    await fill(user);
    await user.click(submit());
    await screen.findByText('Message sent successfully!');
    await act(async () => {});
    expect(await spoken()).toMatch(/polite: Message sent successfully!/);
  });

  it('announces failure assertively', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 500 })));
    await renderRoute('/newContact');
    await virtual.start({ container: document.body });
    await fill(user);
    await user.click(submit());
    await screen.findByText('Failed to send message. Please try again.');
    await act(async () => {});
    expect(await spoken()).toMatch(/assertive: Failed to send message\. Please try again\./);
  });
});
