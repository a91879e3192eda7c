/**
 * The pages an unsubscribe link and its Undo answer, drawn on the server: no script, readable in
 * both colour schemes and on a phone, the Undo a plain form.
 */
import { directionOf, type Language } from '@quad/contract';
import { html, SafeHtml } from '../../infra/html';
import { sayIn } from '../../i18n/translate';

const texts = {
  unsubscribed: /*i18n*/ { id: 'You are unsubscribed' },
  nothingElse: /*i18n*/ { id: 'Nothing else changed.' },
  undo: /*i18n*/ { id: 'Undo' },
  settings: /*i18n*/ { id: 'Choose what reaches you in Settings' },
  subscribedAgain: /*i18n*/ { id: 'Subscribed again' },
  linkDoesNotWork: /*i18n*/ { id: 'This link does not work' },
  unknownLink: /*i18n*/ {
    id: 'This unsubscribe link is not one we sent, or its account no longer exists. Nothing was changed.',
  },
};

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
  language: Language;
  productName: string;
  title: string;
  body: SafeHtml;
}

export const unsubscribePage = ({ language, productName, title, body }: PageOptions) =>
  html`<!doctype html>
    <html lang="${language}" dir="${directionOf(language)}">
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

/** The page of a turned-off kind: what (a whole sentence: "… is turned off."), and the Undo. */
export const turnedOffPage = (options: {
  language: Language;
  productName: string;
  turnedOff: string;
  undoPath: string;
  was: string;
  settingsUrl: string;
}) => {
  const say = sayIn(options.language);
  return unsubscribePage({
    language: options.language,
    productName: options.productName,
    title: say(texts.unsubscribed),
    body: html`<p>${options.turnedOff} ${say(texts.nothingElse)}</p>
      <form method="post" action="${options.undoPath}">
        <input type="hidden" name="was" value="${options.was}" />
        <p><button type="submit">${say(texts.undo)}</button></p>
      </form>
      <p><a href="${options.settingsUrl}">${say(texts.settings)}</a></p>`,
  });
};

/** The page after Undo: what is back on ("… is back on, as before."). */
export const turnedBackOnPage = (options: {
  language: Language;
  productName: string;
  backOn: string;
  settingsUrl: string;
}) => {
  const say = sayIn(options.language);
  return unsubscribePage({
    language: options.language,
    productName: options.productName,
    title: say(texts.subscribedAgain),
    body: html`<p>${options.backOn}</p>
      <p><a href="${options.settingsUrl}">${say(texts.settings)}</a></p>`,
  });
};

export const unknownLinkPage = (language: Language, productName: string, settingsUrl: string) => {
  const say = sayIn(language);
  return unsubscribePage({
    language,
    productName,
    title: say(texts.linkDoesNotWork),
    body: html`<p>${say(texts.unknownLink)}</p>
      <p><a href="${settingsUrl}">${say(texts.settings)}</a></p>`,
  });
};
