import type { ContactDraft } from './validation';

const KEY = 'contact-draft';

export const emptyDraft: ContactDraft = { name: '', email: '', description: '' };

/** The unsent draft of this tab (sessionStorage), or null. */
export function loadDraft(): ContactDraft | null {
  try {
    const stored = JSON.parse(
      sessionStorage.getItem(KEY) ?? 'null',
    ) as Partial<ContactDraft> | null;
    if (!stored || typeof stored !== 'object') return null;
    return {
      name: typeof stored.name === 'string' ? stored.name : '',
      email: typeof stored.email === 'string' ? stored.email : '',
      description: typeof stored.description === 'string' ? stored.description : '',
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: ContactDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft still lives in the form.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
