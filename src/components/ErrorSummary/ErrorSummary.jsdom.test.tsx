import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../tests/support/axe';
import { renderExample } from '../../test/renderExample';
import { ErrorSummary } from './ErrorSummary';
import { errorSummaryExamples } from './ErrorSummary.examples';

const show = (example: keyof typeof errorSummaryExamples) =>
  renderExample(<ErrorSummary {...errorSummaryExamples[example]} />);

describe('ErrorSummary', () => {
  it.each(Object.keys(errorSummaryExamples))('%s: has no axe violations', async (name) => {
    show(name as keyof typeof errorSummaryExamples);
    expect(await axeViolations()).toEqual([]);
  });

  it('is a focusable group named by its title (a heading of the level given) and described by its list, no live region', () => {
    show('severalErrors');
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    expect(summary).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('heading', { level: 3, name: 'There is a problem' })).toBeVisible();
    expect(summary).toHaveAccessibleDescription(
      'Enter your full name Enter an email address in the correct format',
    );
    expect(summary.closest('[role="alert"], [role="status"], [aria-live]')).toBeNull();
    expect(summary).not.toHaveAttribute('autofocus');
  });

  it('renders nothing without errors', () => {
    const { container } = renderExample(<ErrorSummary title="There is a problem" errors={[]} />);
    expect(container.querySelector('main')).toBeEmptyDOMElement();
  });

  it('links each error to its field, and moves focus there', async () => {
    const user = userEvent.setup();
    renderExample(
      <>
        <ErrorSummary {...errorSummaryExamples.severalErrors} />
        <label>
          Full Name <input id="example-name" />
        </label>
        <label>
          Email Address <input id="example-email" />
        </label>
      </>,
    );
    const links = within(screen.getByRole('group')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#example-name',
      '#example-email',
    ]);
    await user.click(links[1]!);
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveFocus();
    await user.click(links[0]!);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveFocus();
  });

  it('marks each item for a server to keep or drop', () => {
    show('marked');
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-error')),
    ).toEqual(['nameRequired', 'nameTooLong']);
  });

  it('is written with autofocus when asked: a page without script focuses it as it loads', () => {
    const html = renderToStaticMarkup(
      <ErrorSummary {...errorSummaryExamples.marked} focusOnLoad />,
    );
    expect(html).toMatch(/^<div [^>]*autofocus=""/);
    expect(renderToStaticMarkup(<ErrorSummary {...errorSummaryExamples.marked} />)).not.toMatch(
      /autofocus/,
    );
  });
});
