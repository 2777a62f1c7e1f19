import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/renderRoute';
import { site } from '../../../content/site';
import { CONTACT_TIMEOUT_MS } from '../../contact/send';
import { FIELD_LIMITS } from '../../contact/validation';

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const nameField = () => field('Full Name');
const emailField = () => field(/^Email Address/);
const messageField = () => field('Your Message');
const submit = () => screen.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
const statusRegion = () =>
  screen.getAllByRole('status').find((element) => element.closest('form'))!;

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameField(), '  José Núñez ');
  await user.type(emailField(), 'jose@bank.com');
  await user.type(messageField(), 'We have an NCUA exam in March.');
}

const okResponse = (status: number) => new Response(null, { status });

let fetchMock: ReturnType<typeof vi.fn>;

/** The contact page, filled in, with the API's answer held back until `answer` is called. */
async function filledWithHeldAnswer() {
  const user = userEvent.setup();
  let answer: (response: Response) => void = () => {};
  fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
  await renderRoute('/newContact');
  await fill(user);
  return { user, answer: (response: Response) => answer(response) };
}

beforeEach(() => {
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-submit-held');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('contact form', () => {
  it('has the spec’s heading, fields and button, and the Need Assistance panel', async () => {
    await renderRoute('/newContact');
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeVisible();
    expect(nameField()).toBeVisible();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(messageField().tagName).toBe('TEXTAREA');
    expect(submit()).toHaveTextContent('Send Message');
    const aside = screen.getByRole('complementary', { name: 'Need Assistance?' });
    // No CONTACT_PHONE by default: the panel promises e-mail only (ContactSection.jsdom.test.tsx).
    expect(aside).toHaveTextContent('Send us an email for prompt support.');
    expect(aside).toHaveTextContent(site.contactEmail);
    expect(within(aside).getByRole('link', { name: 'Send Email' })).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}`,
    );
  });

  it('a failed submit focuses an error summary, marks each field, and prefixes the title', async () => {
    const user = userEvent.setup();
    await renderRoute('/newContact');
    const title = document.title;
    await user.click(submit());

    const summary = screen.getByRole('group', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Name is required', 'Email is required', 'Message cannot be empty']);
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription(/^Error:\s*Name is required$/);
    expect(emailField()).toHaveAccessibleDescription(/Email is required/);
    expect(messageField()).toHaveAccessibleDescription(/^Error:\s*Message cannot be empty$/);
    expect(document.title).toBe(`Error: ${title}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('holds each field to its limit with a message naming it, keeping every character typed (en and es)', async () => {
    const user = userEvent.setup();
    await renderRoute('/newContact');
    const longName = 'A'.repeat(FIELD_LIMITS.name + 1);
    const longEmail = `${'a'.repeat(FIELD_LIMITS.email)}@bank.com`;
    // Pasted, as long text usually arrives: no maxlength cuts it short without a word.
    await user.click(nameField());
    await user.paste(longName);
    await user.click(emailField());
    await user.paste(longEmail);
    await user.type(messageField(), 'Hello');
    await user.click(submit());
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Name must be 100 characters or fewer', 'Email must be 254 characters or fewer']);
    expect(nameField()).toHaveAccessibleDescription(
      /^Error:\s*Name must be 100 characters or fewer$/,
    );
    expect(nameField()).toHaveValue(longName);
    expect(emailField()).toHaveValue(longEmail);
    expect(fetchMock).not.toHaveBeenCalled();
    cleanup();
    await renderRoute('/es/newContact');
    await user.click(screen.getByRole('textbox', { name: 'Su mensaje' }));
    await user.paste('z'.repeat(FIELD_LIMITS.description + 1));
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByRole('group', { name: 'Hay un problema' })).toHaveTextContent(
      'El mensaje debe tener 3000 caracteres como máximo',
    );
  });

  it('announces the error summary by focus on submit only: it is no live region', async () => {
    const user = userEvent.setup();
    await renderRoute('/newContact');
    await user.click(submit());
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveAccessibleDescription(
      'Name is required Email is required Message cannot be empty',
    );
    // Fixing a field afterwards updates the summary without a live region to re-announce it.
    await user.type(nameField(), 'Ana');
    expect(summary).not.toHaveTextContent('Name is required');
    expect(summary.closest('[role="alert"], [role="status"], [aria-live]')).toBeNull();
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent)).toEqual([]);
  });

  it('error summary links move focus to their field', async () => {
    const user = userEvent.setup();
    await renderRoute('/newContact');
    await user.click(submit());
    await user.click(screen.getByRole('link', { name: 'Message cannot be empty' }));
    expect(messageField()).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Name is required' }));
    expect(nameField()).toHaveFocus();
  });

  it('after the first submit, validates on every change', async () => {
    const user = userEvent.setup();
    await renderRoute('/newContact');
    await user.type(nameField(), 'John3');
    expect(nameField()).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(submit());
    expect(nameField()).toHaveAccessibleDescription(
      /^Error:\s*Use letters, spaces, hyphens, apostrophes and periods only$/,
    );
    await user.type(emailField(), 'a@b');
    expect(emailField()).toHaveAccessibleDescription(/Invalid email format/);
    await user.type(emailField(), '.co');
    expect(emailField()).not.toHaveAttribute('aria-invalid', 'true');
    await user.clear(nameField());
    await user.type(nameField(), 'John');
    expect(nameField()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'There is a problem' })).toHaveTextContent(
      'Message cannot be empty',
    );
    await user.type(messageField(), 'Hello');
    expect(screen.queryByRole('group', { name: 'There is a problem' })).toBeNull();
    expect(document.title).not.toMatch(/^Error/);
  });

  it('sends the exact payload and header, shows Sending..., then success, and resets on 200', async () => {
    const { user, answer } = await filledWithHeldAnswer();
    await user.click(submit());

    expect(submit()).toHaveTextContent('Sending...');
    // aria-disabled, not disabled: focus stays on the button while sending.
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(site.contactApiUrl);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'José Núñez',
      email: 'jose@bank.com',
      description: 'We have an NCUA exam in March.',
      type: '4',
    });

    await act(async () => answer(okResponse(200)));
    expect(statusRegion()).toHaveTextContent('Message sent successfully!');
    expect(nameField()).toHaveValue('');
    expect(emailField()).toHaveValue('');
    expect(messageField()).toHaveValue('');
    expect(submit()).toHaveTextContent('Send Message');
    expect(submit()).not.toHaveAttribute('aria-disabled');
    expect(submit()).toHaveFocus();
    expect(sessionStorage.getItem('contact-draft')).toBeNull();
  });

  it('a press while sending (aria-disabled) sends nothing more', async () => {
    const { user, answer } = await filledWithHeldAnswer();
    await user.click(submit());
    await user.click(submit());
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer(okResponse(200)));
    expect(await screen.findByText('Message sent successfully!')).toBeVisible();
  });

  it('sends a submit held before the app was ready, once, with the saved draft', async () => {
    fetchMock.mockResolvedValue(okResponse(200));
    sessionStorage.setItem(
      'contact-draft',
      JSON.stringify({ name: 'Ana López', email: 'ana@bank.com', description: 'Hola' }),
    );
    document.documentElement.setAttribute('data-submit-held', '');
    await renderRoute('/newContact');
    expect(await screen.findByText('Message sent successfully!')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ana López',
      email: 'ana@bank.com',
      description: 'Hola',
      type: '4',
    });
    expect(document.documentElement).not.toHaveAttribute('data-submit-held');
  });

  it('a held submit that does not validate shows and focuses the error summary', async () => {
    document.documentElement.setAttribute('data-submit-held', '');
    await renderRoute('/newContact');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'There is a problem' })).toHaveFocus(),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts natively, never a GET with the fields in the URL, and is marked for holding', async () => {
    await renderRoute('/newContact');
    const form = nameField().closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('data-hold-submit');
    // The held label is there for the loader's CSS to show, and hidden otherwise.
    expect(within(submit()).getByText('Sending as soon as the page is ready...')).not.toBeVisible();
  });

  it.each([
    ['500', () => Promise.resolve(okResponse(500))],
    ['404', () => Promise.resolve(okResponse(404))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('on %s shows the failure, logs it, and keeps everything typed', async (_, answer) => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(answer);
    await renderRoute('/newContact');
    await fill(user);
    await user.click(submit());
    const alert = await screen.findByText('Failed to send message. Please try again.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(console.error).toHaveBeenCalled();
    expect(nameField()).toHaveValue('  José Núñez ');
    expect(emailField()).toHaveValue('jose@bank.com');
    expect(messageField()).toHaveValue('We have an NCUA exam in March.');
  });

  it('fails after 15 s without an answer, keeping what was typed', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await renderRoute('/newContact');
    await fill(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.setup({ delay: null }).click(submit());
    expect(submit()).toHaveTextContent('Sending...');
    await act(async () => vi.advanceTimersByTime(CONTACT_TIMEOUT_MS - 1));
    expect(screen.queryByText('Failed to send message. Please try again.')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('Failed to send message. Please try again.')).toBeVisible();
    expect(messageField()).toHaveValue('We have an NCUA exam in March.');
  });

  it('a double click sends once', async () => {
    const { user, answer } = await filledWithHeldAnswer();
    await user.dblClick(submit());
    await act(async () => answer(okResponse(200)));
    expect(await screen.findByText('Message sent successfully!')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('clears the previous result when a new submission starts', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(okResponse(500)).mockReturnValueOnce(new Promise(() => {}));
    await renderRoute('/newContact');
    await fill(user);
    await user.click(submit());
    await screen.findByText('Failed to send message. Please try again.');
    await user.click(submit());
    expect(screen.queryByText('Failed to send message. Please try again.')).toBeNull();
    expect(submit()).toHaveTextContent('Sending...');
  });

  it('keeps an unsent draft across a reload of the tab', async () => {
    const user = userEvent.setup();
    const first = await renderRoute('/newContact');
    await fill(user);
    first.unmount();
    await renderRoute('/newContact');
    await waitFor(() => expect(messageField()).toHaveValue('We have an NCUA exam in March.'));
    expect(nameField()).toHaveValue('  José Núñez ');
  });

  it('ends the home page too, in Spanish there', async () => {
    const user = userEvent.setup();
    await renderRoute('/es');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByRole('group', { name: 'Hay un problema' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Nombre completo' })).toHaveAccessibleDescription(
      /^Error:\s*El nombre es obligatorio$/,
    );
    expect(document.title).toMatch(/^Error: /);
  });
});
