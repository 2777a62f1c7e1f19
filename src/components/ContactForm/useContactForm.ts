import {
  useCallback,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useSetPageHasErrors } from '../../site/page-status';
import { createStore, useStore, type Store } from '../../site/store';
import { whenIdle } from '../../site/whenIdle';
import { payload, warmUp, type ContactDraft, type ContactField } from '../../contact/validation';
import { ContactRefused, sendContact } from '../../contact/send';
import { clearDraft, emptyDraft, loadDraft, saveDraft } from '../../contact/draft';
import { takeHeldSubmit } from '../Deferred/deferPart';
import {
  contactForm,
  failureOf,
  fieldErrors,
  initialState,
  pageHasErrors,
  type ContactFormAction,
  type ContactFormState,
} from '../../contact/formState';

/** What the fields hold now: text typed before hydration is in the DOM, not yet in the state. */
function readFields(form: HTMLFormElement): ContactDraft {
  const value = (field: ContactField) => {
    const control = form.elements.namedItem(field);
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
      ? control.value
      : '';
  };
  return { name: value('name'), email: value('email'), description: value('description') };
}

/** Brings the error summary into view at once, stopping a smooth scroll still under way. */
function scrollToSummary(summary: HTMLElement | null): void {
  if (typeof summary?.scrollIntoView !== 'function') return;
  window.scrollTo({ top: window.scrollY, left: window.scrollX, behavior: 'instant' });
  summary.scrollIntoView({ block: 'nearest', behavior: 'instant' });
}

/**
 * The contact form's state (src/contact/formState.ts) and what it does: keeps the draft in the tab,
 * sends, takes a submit held before hydration, moves focus to the error summary, and keeps the
 * title's "Error: " prefix. `initial` (the kit's examples) is shown as it is: no draft restored,
 * no held submit taken.
 *
 * The state sits in a store (src/site/store.ts): a press reads and changes it at once, and the
 * error summary and the title render from it alone. The fields get their errors as a deferred
 * value: React renders them, with their messages, right after the frame that shows the summary,
 * in work it can interrupt, so the press that failed paints without waiting for every field.
 */
export function useContactForm(initial?: Partial<ContactFormState>) {
  const [isExample] = useState(initial !== undefined);
  const [store] = useState(() => createStore(initialState(initial)));
  const state = useStore(store);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  /** A failed submit's summary is to be scrolled into view once the fields show their errors. */
  const summaryScroll = useRef(false);
  const setHasErrors = useSetPageHasErrors();

  const dispatch = useCallback(
    (action: ContactFormAction) => {
      store.set(contactForm(store.get(), action));
      return store.get();
    },
    [store],
  );

  // The title's prefix follows the state, in the render of the change itself.
  useLayoutEffect(() => {
    const follow = () => setHasErrors(pageHasErrors(store.get()));
    follow();
    const stop = store.subscribe(follow);
    return () => {
      stop();
      setHasErrors(false);
    };
  }, [store, setHasErrors]);

  /**
   * After a failed submit, rendered at once (flushSync): focuses the summary (so it is announced).
   * The scroll that brings it into view waits until the fields show their messages: scrolled
   * before, the browser's scroll anchoring would keep the part of the form in view in place as the
   * messages appear and carry the summary above the screen.
   */
  const focusSummary = useCallback(() => {
    summaryRef.current?.focus({ preventScroll: true });
    summaryScroll.current = true;
  }, []);

  const submit = useCallback(async () => {
    const before = store.get();
    if (before.status === 'sending') return;
    const after = flushSync(() => dispatch({ type: 'submit' }));
    const { status, draft } = after;
    // Submitted again with the same mistakes: nothing renders, and the fields show them already
    // (unless their render is still to come, which then scrolls).
    if (after === before) {
      summaryRef.current?.focus({ preventScroll: true });
      if (!summaryScroll.current) scrollToSummary(summaryRef.current);
      return;
    }
    if (status !== 'sending') return focusSummary();
    try {
      await sendContact(payload(draft));
      dispatch({ type: 'sent' });
      clearDraft();
    } catch (error) {
      if (error instanceof ContactRefused) {
        flushSync(() => dispatch({ type: 'refused', errors: error.errors }));
        return focusSummary();
      }
      console.error('Contact message not sent:', error);
      dispatch({ type: 'failed', failure: failureOf(error) });
    }
  }, [store, dispatch, focusSummary]);

  // After hydration, before the first paint: keep what was typed before the app was ready
  // (hydration leaves it in the DOM, the next render would wipe it), else the unsent draft of
  // this tab (the server has no sessionStorage); then send a submit the loader held.
  const start = useEffectEvent(() => {
    if (isExample) return;
    const typed = formRef.current ? readFields(formRef.current) : emptyDraft;
    const { draft } = dispatch({ type: 'restore', typed, stored: loadDraft() });
    if (typed.name || typed.email || typed.description) saveDraft(draft);
    // After the commit: a failed check focuses the summary with flushSync.
    if (takeHeldSubmit()) queueMicrotask(() => void submit());
  });
  useLayoutEffect(() => start(), []);

  // The patterns the first submit checks the fields with, compiled while the page is idle, not
  // in the press (src/contact/validation.ts).
  useEffect(() => whenIdle(warmUp), []);

  // The confirmation appears below the button: bring it into view (at 320 px it is off screen).
  // Focus stays on the button; the status region announces it.
  useEffect(() => {
    if (state.status === 'sent' && !isExample) {
      sentRef.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [state.status, isExample]);

  const { errors, refused } = state;
  const shown = useMemo(() => fieldErrors({ errors, refused }), [errors, refused]);
  const fieldsShow = useDeferredValue(shown);
  // The fields show what the summary lists: bring the summary back into view, at once, after
  // stopping a smooth scroll still under way (after a pointer's press, in-page scrolls glide where
  // motion is allowed): carried on, it left the summary under the sticky header.
  useLayoutEffect(() => {
    if (fieldsShow !== shown || !summaryScroll.current) return;
    summaryScroll.current = false;
    scrollToSummary(summaryRef.current);
  }, [fieldsShow, shown]);

  const onFieldChange = useCallback(
    (field: ContactField, value: string) =>
      saveDraft(dispatch({ type: 'edit', field, value }).draft),
    [dispatch],
  );
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // A submit the loader held in the same moment is this one.
      takeHeldSubmit();
      void submit();
    },
    [submit],
  );

  return {
    store: store as Store<ContactFormState>,
    state,
    /** Each field's error, as the fields show it: a render after the summary. */
    fieldErrors: fieldsShow,
    formRef,
    summaryRef,
    sentRef,
    onFieldChange,
    onSubmit,
  };
}
