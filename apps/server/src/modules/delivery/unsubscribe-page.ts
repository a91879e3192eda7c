/**
 * The pages an unsubscribe link and its Undo answer, drawn on the server: no script, readable in
 * both colour schemes and on a phone, the Undo a plain form.
 */
import { html, SafeHtml } from '../../infra/html';

const STYLES = `
  :root { color-scheme: light dark; }
  body { margin: 0; font: 16px/1.5 -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;
    background: #f0f2f5; color: #1c1e21; }
  main { max-width: 560px; margin: 40px auto; padding: 24px; background: #fff; border-radius: 8px; }
  h1 { font-size: 22px; margin: 0 0 12px; }
  a { color: #0a58ca; }
  button { font: inherit; font-weight: bold; padding: 10px 18px; border-radius: 6px; border: 0;
    background: #1458c8; color: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
  @media (prefers-color-scheme: dark) {
    body { background: #111214; color: #e4e6eb; }
    main { background: #1f2023; }
    a { color: #8ab4f8; }
  }
  @media (max-width: 600px) { main { margin: 0; border-radius: 0; } }
`;

interface PageOptions {
  productName: string;
  title: string;
  body: SafeHtml;
}

export const unsubscribePage = ({ productName, title, body }: PageOptions) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="robots" content="noindex" />
        <title>${title} · ${productName}</title>
        <style>
          ${new SafeHtml(STYLES)}
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${body}
        </main>
      </body>
    </html>`.markup;

/** The page of a turned-off kind: what, and the Undo form back to what it was. */
export const turnedOffPage = (options: {
  productName: string;
  what: string;
  undoPath: string;
  was: string;
  settingsUrl: string;
}) =>
  unsubscribePage({
    productName: options.productName,
    title: 'You are unsubscribed',
    body: html`<p>${options.what} is turned off. Nothing else changed.</p>
      <form method="post" action="${options.undoPath}">
        <input type="hidden" name="was" value="${options.was}" />
        <p><button type="submit">Undo</button></p>
      </form>
      <p><a href="${options.settingsUrl}">Choose what reaches you in Settings</a></p>`,
  });

export const turnedBackOnPage = (options: {
  productName: string;
  what: string;
  settingsUrl: string;
}) =>
  unsubscribePage({
    productName: options.productName,
    title: 'Subscribed again',
    body: html`<p>${options.what} is back on, as before.</p>
      <p><a href="${options.settingsUrl}">Choose what reaches you in Settings</a></p>`,
  });

export const unknownLinkPage = (productName: string, settingsUrl: string) =>
  unsubscribePage({
    productName,
    title: 'This link does not work',
    body: html`<p>
        This unsubscribe link is not one we sent, or its account no longer exists. Nothing was
        changed.
      </p>
      <p><a href="${settingsUrl}">Choose what reaches you in Settings</a></p>`,
  });
