import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import { renderRoute } from '../src/test/renderRoute';

// What a screen-reader user hears, with the virtual screen reader over the rendered page.
beforeEach(() => {
  sessionStorage.clear();
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
      'group, There is a problem, Name is required Email is required Message cannot be empty',
    );
    for (let step = 0; step < 40; step += 1) await virtual.next();
    const log = await spoken();
    expect(log).toMatch(/link, Name is required/);
    expect(log).toMatch(/link, Email is required/);
    expect(log).toMatch(/link, Message cannot be empty/);
    expect(log).toMatch(/textbox, Full Name, Error:\s*Name is required, invalid/);
    expect(log).toMatch(/textbox, Email Address, .*Email is required, invalid/);
    expect(log).toMatch(/textbox, Your Message, Error:\s*Message cannot be empty, invalid/);
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
