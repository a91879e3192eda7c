/**
 * A test app whose e-mails go to a real SMTP server, for the files that read what was sent: both
 * start once for the file; the database and the mail received are emptied before each test.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSmtpReceiver, type ReceivedMail } from './smtp-receiver';
import { buildTestApp, type TestApp } from './test-app';

export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

export interface MailboxApp {
  /** The app, once the file's tests have started. */
  t: TestApp;
  /** The SMTP server its mail goes to (SMTP_URL), once the file's tests have started. */
  receiver: SmtpReceiver;
  /** What was received for this address since the test started. */
  mailsTo: (to: { email: string }) => ReceivedMail[];
}

/** Sets the app and its SMTP server up for the file; `env` is the app's further configuration. */
export const appWithMailbox = (env: Record<string, string> = {}): MailboxApp => {
  const box = {
    mailsTo: (to: { email: string }) =>
      box.receiver.received.filter((mail) => mail.envelopeTo.includes(to.email)),
  } as MailboxApp;
  beforeAll(async () => {
    box.receiver = await startSmtpReceiver();
    box.t = await buildTestApp({ env: { SMTP_URL: box.receiver.url, ...env } });
  });
  afterAll(async () => {
    await box.t.close();
    await box.receiver.close();
  });
  beforeEach(async () => {
    await box.t.reset();
    box.receiver.received.length = 0;
  });
  return box;
};

/** A header field as it was sent (mailparser folds the List-* fields into one `list` object). */
export const headerOf = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines
    .find((header) => header.key === name.toLowerCase())
    ?.line.slice(name.length + 1)
    .trim();
