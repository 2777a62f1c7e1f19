import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../tests/support/axe';
import { renderExample } from '../../test/renderExample';
import { TextField } from './TextField';
import { textFieldExamples } from './TextField.examples';

const show = (example: keyof typeof textFieldExamples) =>
  renderExample(<TextField {...textFieldExamples[example]} />);

describe('TextField', () => {
  it.each(Object.keys(textFieldExamples))('%s: has no axe violations', async (name) => {
    show(name as keyof typeof textFieldExamples);
    expect(await axeViolations()).toEqual([]);
  });

  it('is a text box named by its label, required in the accessibility tree, not invalid', () => {
    show('required');
    const field = screen.getByRole('textbox', { name: 'Full Name' });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('type', 'text');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveAccessibleDescription('');
  });

  it('reads its hint with the field, and passes input attributes on', () => {
    show('withDescription');
    const field = screen.getByRole('textbox', { name: 'Email Address' });
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAccessibleDescription('For example, name@example.com');
  });

  it('when invalid, marks the field and reads the error after a hidden prefix, before the caller’s own description', () => {
    renderExample(
      <>
        <p id="intro">All fields are required.</p>
        <TextField {...textFieldExamples.invalid} aria-describedby="intro" />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Full Name' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      /^Error:\s*Enter your full name All fields are required\.$/,
    );
    expect(screen.getByText('Error:')).toHaveClass('visually-hidden');
  });

  it('is a text area with rows, without a type, keeping what is typed', async () => {
    const user = userEvent.setup();
    show('multiline');
    const field = screen.getByRole('textbox', { name: 'Your Message' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAttribute('rows', '6');
    expect(field).not.toHaveAttribute('type');
    // As prerendered too: React Aria knows it is a text area only once it has seen the element.
    const html = renderToStaticMarkup(<TextField {...textFieldExamples.multiline} />);
    expect(html).toMatch(/<textarea (?![^>]*type=)[^>]*rows="6"/);
    await user.type(field, ', team');
    expect(field).toHaveValue('Hello, team');
  });

  it('without an error message, shows React Aria’s own validation', async () => {
    const user = userEvent.setup();
    renderExample(
      <TextField
        label="Code"
        validationBehavior="aria"
        validate={(value) => (value.length > 2 ? 'At most 2 characters' : null)}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Code' });
    await user.type(field, 'abc');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('At most 2 characters');
  });
});
