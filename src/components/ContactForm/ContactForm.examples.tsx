import type { ContactFormProps } from './ContactForm';

// Named examples of the contact form, one per state it shows: the one source of its states for
// the kit's axe loop (tests/integration/kit-examples) and the examples page. Fixture text, not site copy.
const draft = { name: 'Ana López', email: 'ana@bank.example', description: 'Our exam is in May.' };

export const contactFormExamples = {
  idle: { initial: {} },
  invalid: {
    initial: {
      errors: { name: 'nameRequired', email: 'emailRequired', description: 'messageRequired' },
    },
  },
  sending: { initial: { draft, status: 'sending' } },
  sent: { initial: { status: 'sent' } },
  failed: { initial: { draft, status: 'failed' } },
} satisfies Record<string, ContactFormProps>;
