/** The e-mails that tell a member what a moderator did to their content or account, and why. */
import type { RemovableItemKind } from '@quad/contract';
import type { Config } from '../../infra/config';
import type { MailMessage } from '../../infra/mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (paragraphs: string[]) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">${paragraphs
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')}</body></html>`;

export const contentRemovedEmail = (
  config: Config,
  to: { email: string; firstName: string },
  removed: { kind: RemovableItemKind; text: string; reason: string },
): MailMessage => {
  const excerpt = removed.text.length > 200 ? `${removed.text.slice(0, 200)}…` : removed.text;
  const lines = [
    `Hi ${to.firstName},`,
    `A moderator of ${config.productName} removed your ${removed.kind}${excerpt ? `: “${excerpt}”` : ''}.`,
    `The reason: ${removed.reason}`,
    `If you think this is a mistake, write to ${config.supportEmail}.`,
  ];
  return {
    to: to.email,
    subject: `A moderator removed your ${removed.kind}`,
    text: lines.join('\n\n'),
    html: page(lines.map(escapeHtml)),
  };
};

/** `notice` is what sign-in answers them: the reason and until when. */
export const suspendedEmail = (
  config: Config,
  to: { email: string; firstName: string },
  notice: string,
): MailMessage => {
  const lines = [
    `Hi ${to.firstName},`,
    `A moderator of ${config.productName} suspended your account. You are signed out, cannot sign in, and what you posted is hidden while it lasts.`,
    notice,
    `If you think this is a mistake, write to ${config.supportEmail}.`,
  ];
  return {
    to: to.email,
    subject: `Your ${config.productName} account is suspended`,
    text: lines.join('\n\n'),
    html: page(lines.map(escapeHtml)),
  };
};
