/** A real SMTP server on a free port that keeps every message it receives, parsed. */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  parsed: ParsedMail;
}

export const startSmtpReceiver = async () => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            parsed,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first message to `to`, waiting for it to arrive. */
    waitFor: (to: string) =>
      vi.waitFor(
        () => {
          const mail = received.find((entry) => entry.envelopeTo.includes(to));
          if (!mail) throw new Error(`No message to ${to} yet`);
          return mail;
        },
        { timeout: 5000 },
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
