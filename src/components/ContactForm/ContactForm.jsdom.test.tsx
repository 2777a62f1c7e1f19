import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute as renderApp } from '../../test/renderRoute';
import { escapeRegExp, textIn } from '../../test/pageText';
import { renderExample } from '../../test/renderExample';
import { loadNamespaces } from '../../i18n/instance';
import { axeViolations } from '../../../tests/support/axe';
import { ContactForm } from './ContactForm';
import { contactFormExamples } from './ContactForm.examples';
import { site } from '../../../content/site';
import { CONTACT_TIMEOUT_MS } from '../../contact/send';
import { FIELD_LIMITS } from '../../contact/validation';

// The form's chunk, loaded once for the file (its first load outlasts one test's time).
beforeAll(async () => (await import('../ContactSection/ContactSection')).loadContactForm(), 60_000);

/** The page at a URL once its contact form (a chunk of its own) is in. */
async function renderRoute(url: string) {
  const result = await renderApp(url);
  await waitFor(() => expect(document.querySelector('form')).not.toBeNull(), { timeout: 10_000 });
  return result;
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const nameField = () => field('Full Name');
const emailField = () => field(/^Email Address/);
const messageField = () => field('Your Message');
const submit = () => screen.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
const statusRegion = () =>
  screen.getAllByRole('status').find((element) => element.closest('form'))!;

/** The error summary, once it has taken focus (it is announced by focus, not as a live region). */
async function focusedSummary() {
  const summary = await screen.findByRole('group', { name: 'There is a problem' });
  await waitFor(() => expect(summary).toHaveFocus());
  return summary;
}
/** The summary's links, by their text, in order. */
const summaryLinks = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);

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
  // jsdom does not implement scrolling.
  Element.prototype.scrollIntoView ??= () => {};
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

    const summary = await focusedSummary();
    expect(summaryLinks(summary)).toEqual([
      'Enter your full name',
      'Enter your email address',
      'Enter your message',
    ]);
    await waitFor(() => {
      expect(nameField()).toHaveAttribute('aria-invalid', 'true');
      expect(nameField()).toHaveAccessibleDescription(
        /^Error:\s*Enter your full name All fields are required\.$/,
      );
      expect(emailField()).toHaveAccessibleDescription(/Enter your email address/);
      expect(messageField()).toHaveAccessibleDescription(
        /^Error:\s*Enter your message All fields are required\.$/,
      );
    });
    expect(document.title).toBe(`Error: ${title}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the title loses its "Error: " prefix once every field is corrected', async () => {
    const user = userEvent.setup();
    await renderRoute('/newContact');
    const title = document.title;
    await user.click(submit());
    await waitFor(() => expect(document.title).toBe(`Error: ${title}`));
    await fill(user);
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.queryByRole('group', { name: 'There is a problem' })).toBeNull();
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
    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    expect(summaryLinks(summary)).toEqual([
      'Name must be 100 characters or fewer',
      'Email address must be 254 characters or fewer',
    ]);
    await waitFor(() =>
      expect(nameField()).toHaveAccessibleDescription(
        /^Error:\s*Name must be 100 characters or fewer All fields are required\.$/,
      ),
    );
    expect(nameField()).toHaveValue(longName);
    expect(emailField()).toHaveValue(longEmail);
    expect(fetchMock).not.toHaveBeenCalled();
    cleanup();
    await renderRoute('/es/newContact');
    await user.click(screen.getByRole('textbox', { name: 'Su mensaje' }));
    await user.paste('z'.repeat(FIELD_LIMITS.description + 1));
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('group', { name: 'Hay un problema' })).toHaveTextContent(
      'El mensaje debe tener 3000 caracteres o menos',
    );
  });

  it('announces the error summary by focus on submit only: it is no live region', async () => {
    const user = userEvent.setup();
    await renderRoute('/newContact');
    await user.click(submit());
    const summary = await focusedSummary();
    expect(summary).toHaveAccessibleDescription(
      'Enter your full name Enter your email address Enter your message',
    );
    // Fixing a field afterwards updates the summary without a live region to re-announce it.
    await user.type(nameField(), 'Ana');
    await waitFor(() => expect(summary).not.toHaveTextContent('Enter your full name'));
    expect(summary.closest('[role="alert"], [role="status"], [aria-live]')).toBeNull();
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent)).toEqual([]);
  });

  it('error summary links move focus to their field', async () => {
    const user = userEvent.setup();
    await renderRoute('/newContact');
    await user.click(submit());
    await user.click(await screen.findByRole('link', { name: 'Enter your message' }));
    expect(messageField()).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Enter your full name' }));
    expect(nameField()).toHaveFocus();
  });

  it('after a submit, re-checks only a field that is invalid as it changes', async () => {
    const user = userEvent.setup();
    await renderRoute('/newContact');
    await user.type(nameField(), 'John3');
    expect(nameField()).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(messageField(), 'Hello');
    await user.click(submit());
    await waitFor(() =>
      expect(nameField()).toHaveAccessibleDescription(
        /^Error:\s*Name must only include letters, spaces, hyphens, apostrophes and periods /,
      ),
    );
    await user.type(emailField(), 'a@b');
    await waitFor(() =>
      expect(emailField()).toHaveAccessibleDescription(
        /Enter an email address in the correct format, like name@example.com/,
      ),
    );
    await user.type(emailField(), '.co');
    await waitFor(() => expect(emailField()).not.toHaveAttribute('aria-invalid', 'true'));
    // A valid field is not checked again until the next submit: the summary says so at once.
    await user.clear(messageField());
    expect(
      within(screen.getByRole('group', { name: 'There is a problem' })).getAllByRole('link'),
    ).toHaveLength(1);
    expect(messageField()).not.toHaveAttribute('aria-invalid', 'true');
    await user.clear(nameField());
    await user.type(nameField(), 'John');
    await waitFor(() => expect(nameField()).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('group', { name: 'There is a problem' })).toBeNull();
    expect(document.title).not.toMatch(/^Error/);
    await user.click(submit());
    expect(await screen.findByRole('group', { name: 'There is a problem' })).toHaveTextContent(
      'Enter your message',
    );
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

  it('is marked for holding, with the held label hidden until the loader shows it', async () => {
    await renderRoute('/newContact');
    expect(nameField().closest('form')).toHaveAttribute('data-hold-submit');
    expect(within(submit()).getByText('Sending as soon as the page is ready...')).not.toBeVisible();
  });

  it('a 400 naming the fields shows the service’s errors in the summary and under the fields, until each is edited', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      Response.json(
        {
          errors: [
            { field: 'email', code: 'emailInvalid' },
            { field: 'name', code: 'nameLetters' },
          ],
        },
        { status: 400 },
      ),
    );
    await renderRoute('/newContact');
    const title = document.title;
    await fill(user);
    await user.click(submit());
    const summary = await focusedSummary();
    expect(summaryLinks(summary)).toEqual([
      'Name must only include letters, spaces, hyphens, apostrophes and periods',
      'Enter an email address in the correct format, like name@example.com',
    ]);
    // The fields take their errors through useDeferredValue: wait for that render, not the press's.
    await waitFor(() => {
      expect(emailField()).toHaveAttribute('aria-invalid', 'true');
      expect(emailField()).toHaveAccessibleDescription(
        /Error:\s*Enter an email address in the correct format, like name@example.com/,
      );
    });
    expect(document.title).toBe(`Error: ${title}`);
    // No failure alert: the summary says what to fix; nothing typed is lost.
    expect(screen.queryByText('Failed to send message. Please try again.')).toBeNull();
    expect(messageField()).toHaveValue('We have an NCUA exam in March.');
    await user.type(emailField(), 'x');
    await waitFor(() => expect(emailField()).not.toHaveAttribute('aria-invalid', 'true'));
    expect(summary).not.toHaveTextContent('Enter an email address');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('a 400 without errors it knows is a failure', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      Response.json({ errors: [{ field: 'name', code: 'emailInvalid' }] }, { status: 400 }),
    );
    await renderRoute('/newContact');
    await fill(user);
    await user.click(submit());
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'There is a problem' })).toBeNull();
  });

  it('brings the confirmation into view after a send, focus staying on the button', async () => {
    const user = userEvent.setup();
    const scrolled = vi.fn();
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled(this.textContent);
    });
    fetchMock.mockResolvedValue(okResponse(200));
    await renderRoute('/newContact');
    await fill(user);
    await user.click(submit());
    await screen.findByText('Message sent successfully!');
    expect(scrolled).toHaveBeenCalledWith('Message sent successfully!');
    expect(submit()).toHaveFocus();
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

  it('on a 429 says why and how long to wait (Retry-After), offers e-mail, and prefixes the title (a11y F15)', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      new Response(null, { status: 429, headers: { 'Retry-After': '300' } }),
    );
    await renderRoute('/newContact');
    const title = document.title;
    await fill(user);
    await user.click(submit());
    const alert = (await screen.findByText(/several messages came from your network/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).toHaveTextContent(
      'Your message was not sent: several messages came from your network in a short time. Wait 5 minutes, then send it again.',
    );
    expect(within(alert).getByRole('link', { name: site.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}`,
    );
    await waitFor(() => expect(document.title).toBe(`Error: ${title}`));
    // Any other failure: the general message, the same other way; a new send clears the title.
    fetchMock.mockResolvedValue(okResponse(503));
    await user.click(submit());
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      `You can also write to us at ${site.contactEmail}.`,
    );
    fetchMock.mockResolvedValue(okResponse(200));
    await user.click(submit());
    await screen.findByText('Message sent successfully!');
    await waitFor(() => expect(document.title).toBe(title));
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
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Hay un problema' })).toHaveFocus(),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nombre completo' })).toHaveAccessibleDescription(
        /^Error:\s*Escriba su nombre completo Todos los campos son obligatorios\.$/,
      ),
    );
    expect(document.title).toMatch(/^Error: /);
  });
});

/**
 * The first failed submit makes the summary's elements: rehearsed while the page is idle, that
 * press finds React's code for making them, their style and their fonts ready (at 4x CPU
 * throttling a first submit by touch took 120-170 ms, later ones 30-60).
 */
describe('the contact form while the page is idle', () => {
  it('rehearses the summary of an empty submit out of sight and leaves the page as it was', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    await renderRoute('/newContact');
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    const before = document.body.innerHTML;
    const rehearsed: { box: Element; summary: HTMLElement }[] = [];
    const observer = new MutationObserver((records) => {
      for (const { target, addedNodes } of records)
        for (const node of addedNodes)
          if (node instanceof HTMLElement && node.matches('[data-error-summary]'))
            rehearsed.push({ box: target as Element, summary: node });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    act(() => idle.splice(0).forEach((callback) => callback()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();

    expect(rehearsed).toHaveLength(1);
    const [{ box, summary }] = rehearsed as [(typeof rehearsed)[number]];
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(within(summary).getByRole('heading', { level: 3 })).toHaveTextContent(
      'There is a problem',
    );
    expect(summaryLinks(summary)).toEqual([
      'Enter your full name',
      'Enter your email address',
      'Enter your message',
    ]);
    expect(document.body.innerHTML).toBe(before);
    expect(screen.queryByRole('group')).toBeNull();

    // The form's own summary is untouched by it.
    await userEvent.setup().click(submit());
    expect(summaryLinks(await focusedSummary())).toHaveLength(3);
    // Unmounted while the idle callbacks are still the stubs (the effects cancel theirs).
    cleanup();
  });
});

describe.each(['en', 'es'] as const)('the contact form in %s', (lng) => {
  const url = lng === 'en' ? '/newContact' : `/${lng}/newContact`;

  it('posts itself without JavaScript: urlencoded, to the contact service, with exactly the fields it reads', async () => {
    await renderRoute(url);
    const text = textIn(lng);
    const form = screen.getByRole('textbox', { name: text('contact:form.name') }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', site.contactApiUrl);
    expect(form.enctype).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      type: '4',
      lang: lng,
      name: '',
      email: '',
      description: '',
    });
  });

  it('marks every field required in the accessibility tree, and reads "all fields are required" with each', async () => {
    await renderRoute(url);
    const text = textIn(lng);
    for (const key of ['name', 'email', 'message']) {
      const control = screen.getByRole('textbox', { name: text(`contact:form.${key}`) });
      expect(control).toBeRequired();
      expect(control).toHaveAccessibleDescription(
        new RegExp(`${escapeRegExp(text('contact:form.intro'))}$`),
      );
    }
  });

  it('says how to fix each empty field, in the language of the page (GOV.UK’s wording)', async () => {
    const user = userEvent.setup();
    await renderRoute(url);
    const text = textIn(lng);
    await user.click(screen.getByRole('button', { name: text('contact:form.submit') }));
    const summary = await screen.findByRole('group', { name: text('contact:form.summaryTitle') });
    expect(summaryLinks(summary)).toEqual(
      {
        en: ['Enter your full name', 'Enter your email address', 'Enter your message'],
        es: ['Escriba su nombre completo', 'Escriba su correo electrónico', 'Escriba su mensaje'],
      }[lng],
    );
    await user.type(
      screen.getByRole('textbox', { name: new RegExp(`^${text('contact:form.email')}`) }),
      'ana@',
    );
    await waitFor(() =>
      expect(within(summary).getAllByRole('link')[1]).toHaveTextContent(
        {
          en: 'Enter an email address in the correct format, like name@example.com',
          es: 'Escriba un correo electrónico con el formato correcto, como nombre@example.com',
        }[lng],
      ),
    );
  });
});

describe('the kit’s examples', () => {
  beforeAll(() => loadNamespaces('en', ['contact']));

  it.each(Object.entries(contactFormExamples))(
    '%s shows its state, with no axe violations',
    async (example, props) => {
      const { container } = renderExample(<ContactForm {...props} />);
      const shown = {
        idle: () => expect(submit()).toHaveTextContent('Send Message'),
        invalid: () =>
          expect(summaryLinks(screen.getByRole('group', { name: 'There is a problem' }))).toEqual([
            'Enter your full name',
            'Enter your email address',
            'Enter your message',
          ]),
        sending: () => expect(submit()).toHaveTextContent('Sending...'),
        sent: () => expect(statusRegion()).toHaveTextContent('Message sent successfully!'),
        failed: () =>
          expect(screen.getByRole('alert')).toHaveTextContent(
            'Failed to send message. Please try again.',
          ),
      }[example as keyof typeof contactFormExamples];
      await waitFor(() => void shown());
      expect(await axeViolations(container)).toEqual([]);
    },
  );
});
