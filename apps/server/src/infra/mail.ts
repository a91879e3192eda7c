/** Outgoing e-mail: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from './ids';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header fields, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
}

export const createMailer = ({ smtpUrl, from, outboxDir, logger }: MailerOptions): Mailer => {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const { message: eml } = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${newId()}.eml`);
      await writeFile(file, eml as Buffer);
      // Without a mail server the log is how a developer reads the link or code.
      logger.info({ to: message.to, subject: message.subject, file, text: message.text }, 'mail');
    },
    close: () => transport.close(),
  };
};
