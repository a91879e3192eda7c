/**
 * Every e-mail Quad sends, drawn from a few typed blocks into a plain-text part and an HTML part.
 * The HTML escapes every value (infra/html.ts), reads on a phone (one fluid column, at most 600 px)
 * and in dark mode (color-scheme, and dark colours for the clients that honour
 * prefers-color-scheme; the others keep the light ones, which never set light text on white).
 */
import { directionOf, type Language } from '@quad/contract';
import { sayIn, type Say } from '../i18n/translate';
import { html, type SafeHtml } from './html';
import type { MailMessage } from './mail';

const texts = {
  whose: /*i18n*/ { id: '{productName}, the social network of {communityName}.' },
  choose: /*i18n*/ { id: 'Choose what reaches you' },
};

export type MailBlock =
  /** A paragraph. */
  | { kind: 'text'; text: string }
  /** A small heading above a part of the e-mail. */
  | { kind: 'heading'; text: string }
  /** The e-mail's main link, drawn as a button. */
  | { kind: 'button'; label: string; href: string }
  /** A code to type, large. */
  | { kind: 'code'; text: string }
  /** Someone's words (a message), set apart. */
  | { kind: 'quote'; text: string }
  /** A list of lines, each a link when it has one, with a quieter detail under it. */
  | { kind: 'items'; items: MailItem[] };

export interface MailItem {
  text: string;
  detail?: string;
  href?: string;
}

/** How the member stops e-mails of this sort: one click (RFC 8058), and their settings. */
export interface MailUnsubscribe {
  /** The https URL that turns this sort of e-mail off, by a POST without a cookie or a GET. */
  url: string;
  /** The footer's link that turns it off: "Stop e-mail for “Comments on your posts”". */
  stop: string;
  /** Where the member chooses everything else. */
  settingsUrl: string;
}

export interface MailContent {
  to: string;
  /** The recipient's language: the e-mail's words are already in it; the layout's follow. */
  language: Language;
  subject: string;
  /** The line a mailbox shows beside the subject. */
  preview?: string;
  /** "Hi Ada,". */
  greeting?: string;
  blocks: MailBlock[];
  /** Whose e-mail this is: the product and community, in the footer. */
  productName: string;
  communityName: string;
  unsubscribe?: MailUnsubscribe;
}

// Light colours inline (every client reads them); dark ones in the style sheet, for the
// clients that follow prefers-color-scheme. Contrast is at least 4.5:1 in both.
const LIGHT = {
  page: '#f0f2f5',
  card: '#ffffff',
  text: '#1c1e21',
  quiet: '#555a60',
  link: '#0a58ca',
};
const BUTTON = { background: '#1458c8', text: '#ffffff' };

const DARK_STYLES = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .page { background: #111214 !important; }
    .card { background: #1f2023 !important; }
    .text { color: #e4e6eb !important; }
    .quiet { color: #b0b3b8 !important; }
    .link { color: #8ab4f8 !important; }
    .quote { border-color: #4a4c50 !important; }
  }
  @media (max-width: 620px) {
    .card { padding: 20px 16px !important; }
  }
`;

const textOf = (block: MailBlock): string => {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'button':
      return `${block.label}: ${block.href}`;
    case 'code':
      return block.text;
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'items':
      return block.items
        .map((item) =>
          [
            `- ${item.text}`,
            item.detail ? `  ${item.detail}` : '',
            item.href ? `  ${item.href}` : '',
          ]
            .filter(Boolean)
            .join('\n'),
        )
        .join('\n');
  }
};

const paragraph = (content: SafeHtml | string) =>
  html`<p class="text" style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${LIGHT.text}">
    ${content}
  </p>`;

const htmlOf = (block: MailBlock): SafeHtml => {
  switch (block.kind) {
    case 'text':
      return paragraph(block.text);
    case 'heading':
      return html`<h2
        class="text"
        style="margin:24px 0 8px;font-size:18px;line-height:1.3;color:${LIGHT.text}"
      >
        ${block.text}
      </h2>`;
    case 'button':
      return html`<p style="margin:8px 0 24px">
        <a
          href="${block.href}"
          style="display:inline-block;background:${BUTTON.background};color:${BUTTON.text};padding:12px 20px;border-radius:6px;font-size:16px;font-weight:bold;text-decoration:none"
          >${block.label}</a
        >
      </p>`;
    case 'code':
      return html`<p
        class="text"
        style="margin:0 0 16px;font-size:24px;font-weight:bold;letter-spacing:4px;color:${LIGHT.text}"
      >
        ${block.text}
      </p>`;
    case 'quote':
      // Its lines as <br>: the markup around the text may be laid out freely.
      return html`<blockquote
        class="text quote"
        style="margin:0 0 16px;padding:8px 12px;border-inline-start:4px solid #ccd0d5;font-size:16px;line-height:1.5;color:${LIGHT.text}"
      >
        ${block.text.split('\n').map((line, index) => (index === 0 ? line : html`<br />${line}`))}
      </blockquote>`;
    case 'items':
      return html`<ul style="margin:0 0 16px;padding:0;list-style:none">
        ${block.items.map(
          (item) =>
            html`<li style="margin:0 0 12px;font-size:16px;line-height:1.4">
              ${
                item.href
                  ? html`<a
                      class="link"
                      href="${item.href}"
                      style="color:${LIGHT.link};text-decoration:underline"
                      >${item.text}</a
                    >`
                  : html`<span class="text" style="color:${LIGHT.text}">${item.text}</span>`
              }${
                item.detail
                  ? html`<br /><span class="quiet" style="font-size:14px;color:${LIGHT.quiet}"
                        >${item.detail}</span
                      >`
                  : ''
              }
            </li>`,
        )}
      </ul>`;
  }
};

const whoseOf = (content: MailContent, say: Say) =>
  say(texts.whose, { productName: content.productName, communityName: content.communityName });

const footerText = (content: MailContent, say: Say) =>
  [
    whoseOf(content, say),
    ...(content.unsubscribe
      ? [
          `${content.unsubscribe.stop}: ${content.unsubscribe.url}`,
          `${say(texts.choose)}: ${content.unsubscribe.settingsUrl}`,
        ]
      : []),
  ].join('\n');

const footerHtml = (content: MailContent, say: Say) =>
  html`<p class="quiet" style="margin:24px 0 0;font-size:13px;line-height:1.5;color:${LIGHT.quiet}">
    ${whoseOf(content, say)}${
      content.unsubscribe
        ? html`<br /><a class="link" href="${content.unsubscribe.url}" style="color:${LIGHT.link}"
              >${content.unsubscribe.stop}</a
            >
            ·
            <a class="link" href="${content.unsubscribe.settingsUrl}" style="color:${LIGHT.link}"
              >${say(texts.choose)}</a
            >`
        : ''
    }
  </p>`;

/** The message: both parts, and the unsubscribe headers when it can be unsubscribed from. */
export const renderMail = (content: MailContent): MailMessage => {
  const say = sayIn(content.language);
  const blocks = content.greeting
    ? [{ kind: 'text', text: content.greeting } as MailBlock, ...content.blocks]
    : content.blocks;
  const text = `${blocks.map(textOf).join('\n\n')}\n\n--\n${footerText(content, say)}\n`;
  const page = html`<!doctype html>
    <html lang="${content.language}" dir="${directionOf(content.language)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>${content.subject}</title>
        <style>
          ${DARK_STYLES}
        </style>
      </head>
      <body class="page" style="margin:0;padding:0;background:${LIGHT.page}">
        ${content.preview ? html`<div style="display:none;max-height:0;overflow:hidden">${content.preview}</div>` : ''}
        <table
          role="presentation"
          class="page"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          style="background:${LIGHT.page}"
        >
          <tr>
            <td align="center" style="padding:16px 8px">
              <table
                role="presentation"
                class="card"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;background:${LIGHT.card};border-radius:8px;padding:24px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"
              >
                <tr>
                  <td>${blocks.map(htmlOf)} ${footerHtml(content, say)}</td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`;
  return {
    to: content.to,
    subject: content.subject,
    text,
    html: page.markup,
    ...(content.unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${content.unsubscribe.url}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
};
