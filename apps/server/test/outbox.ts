/** Reads the .eml files the mailer writes to DATA_DIR/outbox when SMTP_URL is unset. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

export interface OutboxMail {
  file: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** What the link and code readers need, from the outbox or an SMTP receiver. */
export type MailText = Pick<OutboxMail, 'subject' | 'text'>;

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) =>
    object.value.map((entry) => (entry.address ?? '').toLowerCase()),
  );

const toMail = (file: string, parsed: ParsedMail): OutboxMail => ({
  file,
  to: addresses(parsed.to),
  from: parsed.from?.text ?? '',
  subject: parsed.subject ?? '',
  text: parsed.text ?? '',
  html: typeof parsed.html === 'string' ? parsed.html : '',
});

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/** Every message in the outbox, oldest first (file names start with the time they were written). */
export const readAllOutbox = async (dataDir: string): Promise<OutboxMail[]> => {
  let files: string[];
  try {
    files = (await readdir(outboxDir(dataDir))).filter((name) => name.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(outboxDir(dataDir), name);
      return toMail(file, await simpleParser(await readFile(file)));
    }),
  );
};

/** Every message to one address, oldest first. */
export const readOutboxTo = async (dataDir: string, to: string) =>
  (await readAllOutbox(dataDir)).filter((mail) => mail.to.includes(to.toLowerCase()));

/** The newest message to one address; fails the test when there is none. */
export const readOutbox = async (dataDir: string, to: string) => {
  const mail = (await readOutboxTo(dataDir, to)).at(-1);
  if (!mail) throw new Error(`No e-mail to ${to} in the outbox`);
  return mail;
};

/** The token of the activation link `${publicUrl}/activate/<token>` in a verification e-mail. */
export const activationTokenOf = (mail: MailText, publicUrl: string) => {
  const escaped = publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}/activate/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No activation link in "${mail.subject}"`);
  return match[1];
};

/** The code in "Your password reset code is XXXXX." */
export const resetCodeOf = (mail: MailText) => {
  const match = /Your password reset code is ([0-9A-Z]+)\./.exec(mail.text);
  if (!match?.[1]) throw new Error(`No reset code in "${mail.subject}"`);
  return match[1];
};
