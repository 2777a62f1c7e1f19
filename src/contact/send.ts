import { site } from '../../content/site';
import type { ContactDraft } from './validation';

/** No answer within this time counts as a failure. */
export const CONTACT_TIMEOUT_MS = 15_000;

/**
 * POSTs a contact message as JSON. Only the status is read: a direct 200 resolves; any other
 * status, a redirect, a network error or no answer within the timeout rejects. Redirects are
 * refused because a 301/302 turns the POST into a GET whose 200 says nothing about the message.
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
      redirect: 'error',
    });
    if (response.redirected) throw new Error('Contact API redirected');
    if (response.status !== 200) throw new Error(`Contact API answered ${response.status}`);
  } finally {
    clearTimeout(timer);
  }
}
