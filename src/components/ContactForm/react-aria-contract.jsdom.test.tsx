import { beforeAll, beforeEach, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../test/renderRoute';

// A tripwire, not a behaviour: how React and React Aria schedule the form's renders, which the
// form's latency design relies on. A failed submit renders the error summary in the press's own
// render, and React Aria's fields take their errors in a later render that React can interrupt
// (useDeferredValue; React Aria's Form gives its fields a new context value on every render, so
// the field set renders only when what it shows changes). The title's "Error: " prefix waits for
// the frame that shows the summary to be painted (src/app/Seo.tsx). If this fails after an
// upgrade of React or React Aria, the form still works: what changed is the cost of the press.
// The behaviour tests (ContactForm.jsdom.test.tsx) wait for what a person sees instead.

beforeAll(async () => (await import('../ContactSection/ContactSection')).loadContactForm(), 60_000);
beforeEach(() => {
  sessionStorage.clear();
  Element.prototype.scrollIntoView ??= () => {};
});

it('a failed submit renders and focuses the summary in the press’s render; the fields take their errors, and the title its prefix, in a later one', async () => {
  await renderRoute('/newContact');
  await waitFor(() => expect(document.querySelector('form')).not.toBeNull(), { timeout: 10_000 });
  const name = screen.getByRole('textbox', { name: 'Full Name' });
  // Dispatched outside act(): what the press's own (synchronous) render shows, before React's
  // later work runs.
  name.closest('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  expect(screen.getByRole('group', { name: 'There is a problem' })).toHaveFocus();
  expect(document.title).not.toMatch(/^Error: /);
  expect(name).not.toHaveAttribute('aria-invalid');
  await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
  await waitFor(() => expect(document.title).toMatch(/^Error: /));
});
