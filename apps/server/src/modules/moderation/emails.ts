/** The e-mail that tells a member a moderator removed something of theirs, and why. */
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
