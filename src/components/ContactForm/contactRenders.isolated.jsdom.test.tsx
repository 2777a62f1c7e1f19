import { Profiler } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespaces } from '../../i18n/instance';
import { renderExample } from '../../test/renderExample';
import { ContactForm } from './ContactForm';
import { contactFormExamples } from './ContactForm.examples';

/** How often the form's fields and its error summary were rendered. */
const renders = vi.hoisted(() => ({ fields: 0, summary: 0 }));
vi.mock('../TextField/TextField', async (original) => {
  const kit = await original<typeof import('../TextField/TextField')>();
  function TextField(props: Parameters<typeof kit.TextField>[0]) {
    renders.fields += 1;
    return <kit.TextField {...props} />;
  }
  return { ...kit, TextField };
});
vi.mock('../ErrorSummary/ErrorSummary', async (original) => {
  const kit = await original<typeof import('../ErrorSummary/ErrorSummary')>();
  function ErrorSummary(props: Parameters<typeof kit.ErrorSummary>[0]) {
    renders.summary += 1;
    return <kit.ErrorSummary {...props} />;
  }
  return { ...kit, ErrorSummary };
});

// Idle-time work (the summary's rehearsal renders one out of sight) is not a press's: counted
// here, it would land in whichever press it happened to follow.
vi.mock('../../site/whenIdle', () => ({ whenIdle: () => () => {} }));

beforeAll(() => loadNamespaces('en', ['common', 'contact']));

/**
 * A submit that finds the mistakes the form already shows changes nothing on the page but focus:
 * at 4x CPU throttling a repeated invalid submit that rendered the summary and every field again
 * took more than 100 ms.
 */
describe('the contact form submitted again with the same mistakes', () => {
  it('focuses the error summary again and renders neither it nor the fields', async () => {
    const user = userEvent.setup();
    renderExample(<ContactForm {...contactFormExamples.idle} />);
    const submit = screen.getByRole('button', { name: 'Send Message' });
    await user.click(submit);
    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    const before = { ...renders };

    await user.click(submit);
    expect(summary).toHaveFocus();
    expect(summary).toHaveAccessibleDescription(
      'Enter your full name Enter your email address Enter your message',
    );
    // Let a deferred render (the fields') run, were there one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toEqual(before);
  });
});

/**
 * Send is the browser's own button: hovering it and pressing it down (which focuses it) commit
 * nothing, so a press's work is the submit's. React Aria Components' Button rendered itself on
 * the press's pointer events and focus: at 4x CPU throttling a tap's pointerdown took 18 ms.
 */
describe('a press on Send', () => {
  it('commits nothing before the submit: no hover, press or focus state of its own', async () => {
    const user = userEvent.setup();
    let commits = 0;
    renderExample(
      <Profiler id="form" onRender={() => (commits += 1)}>
        <ContactForm {...contactFormExamples.idle} />
      </Profiler>,
    );
    const submit = screen.getByRole('button', { name: 'Send Message' });
    // Let the first render's effects settle.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = commits;
    await user.hover(submit);
    await user.pointer({ keys: '[MouseLeft>]', target: submit });
    expect(submit).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(commits).toBe(before);
    await user.pointer({ keys: '[/MouseLeft]', target: submit });
    expect(await screen.findByRole('group', { name: 'There is a problem' })).toHaveFocus();
  });
});
