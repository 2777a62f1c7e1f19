import type { UserEvent } from '@testing-library/user-event';

/**
 * The states an example module's examples are also checked in, besides as rendered: each brings
 * a rendered example there the way a person would (`container` holds the example). An examples
 * module exports them as `states`; the jest-axe loop (tests/integration/kit-examples.a11y.jsdom.test.tsx)
 * runs every example in every state.
 */
export type ExampleStates = Record<
  string,
  (scope: { container: HTMLElement; user: UserEvent }) => Promise<void>
>;
