/** Reads the e-mails the server writes into DATA_DIR/outbox when no SMTP server is configured. */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { baseUrl, dataDir } from './env';
import { escapeRegExp } from './urls';

interface WaitOptions {
  /** Only mail written at or after this time (ms since the epoch). */
  since?: number;
  timeout?: number;
}

interface Mail {
  file: string;
  writtenAt: number;
  subject: string;
  recipients: string[];
  text: string;
}

const outboxDir = () => path.join(dataDir(), 'outbox');

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])),
  );

/** What a pattern is matched against: a `Subject: …` line, the text and the HTML. */
const bodyText = (mail: ParsedMail) =>
  [
    `Subject: ${mail.subject ?? ''}`,
    mail.text ?? '',
    typeof mail.html === 'string' ? mail.html : '',
  ].join('\n');

/** The outbox, newest first. A file still being written may fail to parse; the next poll sees it. */
const readOutbox = async (): Promise<Mail[]> => {
  const names = await readdir(outboxDir()).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name): Promise<Mail | null> => {
        const file = path.join(outboxDir(), name);
        try {
          const [info, raw] = await Promise.all([stat(file), readFile(file)]);
          const mail = await simpleParser(raw);
          return {
            file,
            writtenAt: info.mtimeMs,
            subject: mail.subject ?? '',
            recipients: [...addresses(mail.to), ...addresses(mail.cc)],
            text: bodyText(mail),
          };
        } catch {
          return null;
        }
      }),
  );
  return mails
    .filter((mail): mail is Mail => mail !== null)
    .sort((a, b) => b.writtenAt - a.writtenAt || b.file.localeCompare(a.file));
};

/** Waits for the newest mail to `to` whose text matches `pattern`, and returns the match. */
export const waitForMail = async (
  to: string,
  pattern: RegExp,
  { since = 0, timeout = 15_000 }: WaitOptions = {},
): Promise<RegExpMatchArray> => {
  const recipient = to.toLowerCase();
  const deadline = Date.now() + timeout;
  let seen: Mail[];
  for (;;) {
    seen = (await readOutbox()).filter((mail) => mail.recipients.includes(recipient));
    for (const mail of seen) {
      if (mail.writtenAt < since) continue;
      const match = mail.text.match(pattern);
      if (match) return match;
    }
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const listing = seen.map((mail) => `  ${path.basename(mail.file)}: ${mail.subject}`).join('\n');
  throw new Error(
    `No e-mail to ${to} matching ${pattern} in ${outboxDir()} within ${timeout / 1000} s.\n` +
      `Mail to that address:\n${listing || '  (none)'}`,
  );
};

/** The verification link, PUBLIC_URL/activate/<token>, of the newest verification e-mail. */
export const readActivationLink = async (to: string, options?: WaitOptions) => {
  const pattern = new RegExp(`${escapeRegExp(baseUrl())}/activate/[^\\s"'<>]+`);
  const [link] = await waitForMail(to, pattern, options);
  return link;
};

/** The 5-character Crockford base32 code of the newest password reset e-mail. */
export const readResetCode = async (to: string, options?: WaitOptions) => {
  const match = await waitForMail(
    to,
    /Your password reset code is ([0-9A-HJKMNP-TV-Z]{5})\./,
    options,
  );
  return match[1] as string;
};
