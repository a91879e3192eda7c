import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signupForm } from '../../test/factories';
import { activationTokenOf, readAllOutbox, resetCodeOf } from '../../test/outbox';
import { startSmtpReceiver } from '../../test/smtp-receiver';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { createMailer } from './mail';

type Receiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

const FROM = 'Quad <no-reply@quad.test>';
const message = {
  to: 'reader@coastal.edu',
  subject: 'Hello from Quad',
  text: 'First line.\n\nSecond line with a link https://quad.test/activate/abc',
  html: '<p>First line.</p>',
};

/** A pino logger whose JSON lines the test can read. */
const capturingLogger = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
};

const closedPort = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

let receiver: Receiver;
let outboxDir: string;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
});
afterAll(() => receiver.close());
beforeEach(async () => {
  receiver.received.length = 0;
  outboxDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'quad-mail-')), 'outbox');
});
afterEach(() => rm(path.dirname(outboxDir), { recursive: true, force: true }));

describe('createMailer with SMTP_URL', () => {
  it('delivers the message to the SMTP server', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({ smtpUrl: receiver.url, from: FROM, outboxDir, logger });
    try {
      await mailer.send(message);
    } finally {
      mailer.close();
    }
    const mail = await receiver.waitFor(message.to);
    expect(mail.envelopeFrom).toBe('no-reply@quad.test');
    expect(mail.parsed.from?.text).toBe('"Quad" <no-reply@quad.test>');
    expect(mail.parsed.subject).toBe(message.subject);
    expect(mail.parsed.text?.trim()).toBe(message.text);
    expect(mail.parsed.html).toContain('<p>First line.</p>');
    // Nothing goes to the outbox; the log names the message without its content.
    await expect(readdir(outboxDir)).rejects.toThrow();
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'mail sent', to: message.to, subject: message.subject }),
    );
  });

  it('rejects when the server cannot be reached', async () => {
    const { logger } = capturingLogger();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      from: FROM,
      outboxDir,
      logger,
    });
    try {
      await expect(mailer.send(message)).rejects.toThrow();
    } finally {
      mailer.close();
    }
  });
});

describe('createMailer without SMTP_URL', () => {
  it('writes an .eml file to the outbox and logs the text', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir, logger });
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second' });
    mailer.close();

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const mails = await readAllOutbox(path.dirname(outboxDir));
    expect(mails.map((mail) => mail.subject)).toEqual([message.subject, 'Second']);
    expect(mails[0]).toMatchObject({ to: [message.to], from: '"Quad" <no-reply@quad.test>' });
    expect(mails[0]?.text.trim()).toBe(message.text);
    expect(mails[0]?.html).toContain('<p>First line.</p>');
    // Without a mail server, the log is where a developer reads the link or code.
    expect(lines[0]).toMatchObject({ msg: 'mail', to: message.to, text: message.text });
  });
});

describe('the account e-mails through SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SMTP_URL: receiver.url, MAIL_FROM: FROM } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('sends the verification link and the reset code to the SMTP server', async () => {
    const form = signupForm({ email: 'smtp.reader@coastal.edu' });
    expect((await t.call('register', { body: form })).status).toBe(201);
    const verification = await receiver.waitFor('smtp.reader@coastal.edu');
    expect(verification.parsed.subject).toBe('Activate your Quad account');
    expect(verification.parsed.text).toContain(`${TEST_PUBLIC_URL}/activate/`);

    receiver.received.length = 0;
    const sent = await t.call('sendResetPasswordCode', { body: { email: form.email } });
    expect(sent.status).toBe(200);
    const reset = await receiver.waitFor('smtp.reader@coastal.edu');
    const code = resetCodeOf({
      subject: reset.parsed.subject ?? '',
      text: reset.parsed.text ?? '',
    });
    const validated = await t.call('validateResetCode', { body: { email: form.email, code } });
    expect(validated.status).toBe(200);
    expect(await readAllOutbox(t.dataDir)).toHaveLength(0);
  });
});

describe('the account e-mails when the mail server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(() => t.close());

  it('still creates the account and says the e-mail could not be sent', async () => {
    const response = await t.call('register', { body: signupForm() });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(
      'Your account is created, but we could not send the activation email. Use "Resend verification email" in a moment.',
    );
  });

  it('answers a generic 500 when a reset code cannot be sent', async () => {
    const form = signupForm();
    await t.call('register', { body: form });
    const response = await t.call('sendResetPasswordCode', { body: { email: form.email } });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});

// The outbox reader is what the other tests rely on; keep it honest about links.
describe('activationTokenOf', () => {
  it('reads the token of PUBLIC_URL/activate/<token>', () => {
    const mail = { subject: 'Activate', text: `Open ${TEST_PUBLIC_URL}/activate/AbC-12_x now` };
    expect(activationTokenOf(mail, TEST_PUBLIC_URL)).toBe('AbC-12_x');
  });
});
