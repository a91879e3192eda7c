/** HTML built from trusted markup and escaped values: `html` escapes everything it is given. */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Markup that is already safe, so `html` inserts it as it is. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString() {
    return this.markup;
  }
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | HtmlValue[];

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const render = (value: HtmlValue): string => {
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
};

export const html = (strings: TemplateStringsArray, ...values: HtmlValue[]) =>
  new SafeHtml(strings.reduce((out, text, index) => out + render(values[index - 1]) + text));

/** Text whose `backticked` parts are code, as the document's descriptions write them. */
export const prose = (text: string) =>
  html`${text.split('`').map((part, index) => (index % 2 ? html`<code>${part}</code>` : part))}`;
