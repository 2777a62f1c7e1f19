import type { FulfilledReactPromise, PendingReactPromise, RejectedReactPromise } from 'react';

/**
 * A promise that says when it has settled, in the fields React's `use()` reads (`status`, `value`,
 * `reason`: React's own types): `use()` returns a fulfilled one's value at once, in the same
 * render, instead of suspending again. The one way the app keeps a loaded module or text for
 * `use()` (a route's chunks and text, a deferred part's code, the contact form's code).
 */
export type Tracked<T> = Promise<T> &
  (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

/** Marks `promise` with its state as it settles (React then leaves the marking to it). */
export function tracked<T>(promise: Promise<T>): Tracked<T> {
  const marked = Object.assign(promise, { status: 'pending' }) as Promise<T> & {
    status: string;
    value?: T;
    reason?: unknown;
  };
  // Block bodies: a callback that returned `marked` (Object.assign's result) would make the
  // promise `then` returns follow it, and reject, unhandled, when it does.
  marked.then(
    (value) => {
      Object.assign(marked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(marked, { status: 'rejected', reason });
    },
  );
  return marked as Tracked<T>;
}
