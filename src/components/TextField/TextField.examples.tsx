import type { TextFieldProps } from './TextField';

// Named examples of the kit's text field, one per state it shows: the one source of test data for
// its unit and axe tests (tests/integration/kit-examples). Fixture text, not site copy.
export const textFieldExamples = {
  required: { label: 'Full Name', name: 'name', isRequired: true },
  withDescription: {
    label: 'Email Address',
    name: 'email',
    type: 'email',
    description: 'For example, name@example.com',
  },
  invalid: {
    label: 'Full Name',
    name: 'name',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Enter your full name',
    errorPrefix: 'Error:',
  },
  multiline: { label: 'Your Message', name: 'description', rows: 6, defaultValue: 'Hello' },
} satisfies Record<string, TextFieldProps>;
