import { site } from '../../content/site';
import type { ContactDraft } from './validation';

/** No answer within this time counts as a failure. */
export const CONTACT_TIMEOUT_MS = 15_000;

/**
 * POSTs a contact message as JSON. Only the status is read: 200 resolves;
 * any other status, a network error or no answer within the timeout rejects.
 */
export async function sendContact(
  body: ContactDraft & { type: string },
  { url = site.contactApiUrl, timeoutMs = CONTACT_TIMEOUT_MS } = {},
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('Contact API timed out')), timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (response.status !== 200) throw new Error(`Contact API answered ${response.status}`);
  } finally {
    clearTimeout(timer);
  }
}
