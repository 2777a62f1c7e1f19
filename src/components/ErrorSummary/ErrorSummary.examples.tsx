import type { ErrorSummaryProps } from './ErrorSummary';

// Named examples of the kit's error summary: the one source of test data for its unit and axe
// tests (tests/integration/kit-examples). Fixture text, not site copy.
export const errorSummaryExamples = {
  oneError: {
    title: 'There is a problem',
    errors: [{ target: 'example-email', message: 'Enter your email address' }],
  },
  severalErrors: {
    title: 'There is a problem',
    headingLevel: 3,
    errors: [
      { target: 'example-name', message: 'Enter your full name' },
      { target: 'example-email', message: 'Enter an email address in the correct format' },
    ],
  },
  marked: {
    title: 'There is a problem',
    errors: [
      { target: 'example-name', message: 'Enter your full name', mark: 'nameRequired' },
      {
        target: 'example-name',
        message: 'Name must be 100 characters or fewer',
        mark: 'nameTooLong',
      },
    ],
  },
} satisfies Record<string, ErrorSummaryProps>;
