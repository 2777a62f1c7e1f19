// Notification: each accepted message reaches the team's mailbox exactly once, through a real SMTP
// server (smtp-server) that may refuse for a while or be down across a restart.
import { afterEach, describe, expect, it } from 'vitest';
import type { Service } from '../http/server.ts';
import { openStore } from '../store/store.ts';
import {
  mailServer,
  postJson,
  serviceFixture,
  storeFile,
  until,
  validMessage,
} from '../../test/support.ts';

/** A header's RFC 2047 encoded words (`=?UTF-8?Q?…?=`, as nodemailer writes them) decoded. */
const decodeWords = (value: string) =>
  value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, text: string) =>
    Buffer.from(
      text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => `%${hex}`),
      'latin1',
    )
      .toString()
      .replace(/(%[0-9A-F]{2})+/gi, (bytes) => decodeURIComponent(bytes)),
  );
/** A header of a received e-mail, its folded lines joined. */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

const notify = (smtpUrl: string) => ({
  to: ['sales@bank-vendor.example'],
  from: 'website@bank-vendor.example',
  smtpUrl,
});
const retry = { firstMs: 50, maxMs: 400 };
const services = serviceFixture();
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await services.closeAll();
  for (const close of closers.splice(0)) await close();
});

const start = (file: string, smtpUrl: string) =>
  services.start({
    file,
    notify: notify(smtpUrl),
    retry,
    limits: { rateLimit: { max: 100, windowMs: 60_000 } },
  });
const send = (service: Service, description: string) =>
  postJson(service, { ...validMessage, description });

describe('notification', () => {
  it('e-mails each accepted message to the team, answering the sender as Reply-To', async () => {
    const mail = await mailServer();
    closers.push(mail.close);
    const service = await start(await storeFile(), mail.url);
    expect((await send(service, 'Exam in May: please call.')).status).toBe(200);
    await until(() => mail.received.length === 1);
    const [email] = mail.received;
    expect(email?.to).toEqual(['sales@bank-vendor.example']);
    expect(header(email!.raw, 'From')).toBe('website@bank-vendor.example');
    expect(header(email!.raw, 'Reply-To')).toBe('ana@bank.com');
    expect(decodeWords(header(email!.raw, 'Subject') ?? '')).toBe(
      'Website contact form: message from Ana García',
    );
    expect(email?.raw).toContain('Exam in May: please call.');
    // The server records the e-mail before it answers: the entry leaves the outbox after that.
    await until(() => service.store.outboxSize() === 0);
  });

  it('answers 200 once the message is stored, then retries until the server accepts: each arrives exactly once', async () => {
    const mail = await mailServer({ refusals: 6 });
    closers.push(mail.close);
    const service = await start(await storeFile(), mail.url);
    const descriptions = Array.from({ length: 5 }, (_, index) => `Message number ${index}`);
    for (const description of descriptions) {
      expect((await send(service, description)).status).toBe(200);
    }
    // Stored and answered while the server was still refusing.
    expect(service.store.list()).toHaveLength(5);
    await until(() => mail.received.length >= 5);
    expect(mail.refusedCount()).toBe(6);
    // An entry leaves the outbox only after its e-mail was accepted, one at a time: once it is
    // empty, nothing more can be sent, so any duplicate would have arrived by now.
    await until(() => service.store.outboxSize() === 0);
    const bodies = mail.received.map(
      (email) => descriptions.find((description) => email.raw.includes(description)) ?? '',
    );
    expect(bodies.sort()).toEqual(descriptions);
    expect(new Set(mail.received.map((email) => header(email.raw, 'Message-ID'))).size).toBe(5);
  });

  it('resumes the outbox after a restart: what the server did not take before arrives once', async () => {
    const file = await storeFile();
    // No server at this address: every attempt fails.
    const down = await mailServer();
    await down.close();
    const first = await start(file, down.url);
    expect((await send(first, 'Sent while mail was down, one')).status).toBe(200);
    expect((await send(first, 'Sent while mail was down, two')).status).toBe(200);
    // Both tried, and failed, at least once.
    await until(() => {
      const entries = first.store.dueOutbox(Number.MAX_SAFE_INTEGER);
      return entries.length === 2 && entries.every((entry) => entry.attempts > 0);
    });
    await first.close();
    const store = openStore(file);
    expect(store.outboxSize()).toBe(2);
    store.close();

    const mail = await mailServer();
    closers.push(mail.close);
    const second = await start(file, mail.url);
    await until(() => mail.received.length >= 2);
    await until(() => second.store.outboxSize() === 0);
    expect(mail.received).toHaveLength(2);
    expect(mail.received.map((email) => email.raw.includes('Sent while mail was down'))).toEqual([
      true,
      true,
    ]);
  });
});
