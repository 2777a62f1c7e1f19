// The settings the site's pages were built with that the contact service must share: the privacy
// notice states how long messages are kept (CONTACT_RETENTION_DAYS) and whether they are e-mailed
// to the team (CONTACT_NOTIFY_TO), from the build's environment; the service does both from its
// own. The build writes what it stated into dist/_contact-settings.json (tooling/site-build/deploy-headers.mjs
// `writeContactSettings`; nginx serves no `/_…` path), and the service compares it with its own
// settings at start, so the two agree by a check, not by documentation alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The build's file, in the folder of the built pages (dist/, or a live release). */
export const BUILT_SETTINGS_FILE = '_contact-settings.json';

/** What the privacy notice of a build states about the contact service. */
export interface ContactPageSettings {
  /** Days a message is kept. */
  retentionDays: number;
  /** Whether each message is e-mailed to the team. */
  notify: boolean;
}

/**
 * A one-line warning when the pages built in `distDir` state other contact settings than the
 * service's own (or when their file is missing or unreadable); undefined when they agree.
 */
export function checkBuiltSettings(
  distDir: string,
  service: ContactPageSettings,
): string | undefined {
  const file = path.join(distDir, BUILT_SETTINGS_FILE);
  let built: Partial<ContactPageSettings>;
  try {
    built = JSON.parse(readFileSync(file, 'utf8')) as Partial<ContactPageSettings>;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'not JSON';
    return `Cannot read ${file} (${reason}): the privacy notice's retention period and e-mail copies are not checked against this service's settings.`;
  }
  const differences: string[] = [];
  if (built.retentionDays !== service.retentionDays) {
    differences.push(
      `it says messages are kept ${String(built.retentionDays)} days, this service keeps them ${service.retentionDays} (CONTACT_RETENTION_DAYS)`,
    );
  }
  if (built.notify !== service.notify) {
    differences.push(
      built.notify === true
        ? 'it says messages are e-mailed to the team, this service e-mails none (CONTACT_NOTIFY_TO unset)'
        : 'it says messages are not e-mailed, this service e-mails them (CONTACT_NOTIFY_TO set)',
    );
  }
  if (differences.length === 0) return undefined;
  return `The privacy notice built in ${distDir} does not match this service: ${differences.join('; ')}. Build the site with the service's CONTACT_RETENTION_DAYS and CONTACT_NOTIFY_TO, or change them here.`;
}
