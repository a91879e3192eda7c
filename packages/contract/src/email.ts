import { z } from 'zod';
import { messages } from './messages';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An address whose domain is exactly the university's (case-insensitive, anchored), with a local
 * part of letters, digits and the usual symbols.
 */
export const universityEmailPattern = (domain: string) =>
  new RegExp(`^[a-z0-9._%+-]+@${escapeRegExp(domain)}$`, 'i');

export const isUniversityEmail = (email: string, domain: string) =>
  universityEmailPattern(domain).test(email);

interface EmailMessages {
  required: string;
  invalid: string;
  tooLong: string;
}

/** A trimmed e-mail field with the given length limit and messages, in the spec's order. */
export const emailField = (max: number, text: EmailMessages) =>
  z
    .string({ error: text.required })
    .trim()
    .min(1, text.required)
    .pipe(z.string().email(text.invalid).max(max, text.tooLong));

export const universityEmailField = (domain: string, max: number, text: EmailMessages) =>
  emailField(max, text).pipe(
    z.string().regex(universityEmailPattern(domain), messages.emailDomainRequired(domain)),
  );
