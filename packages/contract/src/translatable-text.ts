/**
 * Translating a text written in English where it is made (the contract's messages, the server's
 * services): the catalogs of the server and of the web app use the English text as the message
 * id. A text with `{name}` values in it is recognised by its pattern, its values read back.
 */

export interface TextMessage {
  id: string;
  values?: Record<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A finder of the catalog message an English text is: itself when it is an id, else the first
 * id with plain `{name}` arguments whose pattern it fits, with the values it holds.
 */
export const textMessageFinder = (ids: readonly string[]) => {
  const known = new Set(ids);
  const patterns = ids
    .filter((id) => /\{\w+\}/.test(id) && !/\{\w+,/.test(id))
    .map((id) => {
      const names: string[] = [];
      const source = id
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escapeRegExp(part);
          names.push(name);
          return '(.+?)';
        })
        .join('');
      return { id, names, pattern: new RegExp(`^${source}$`, 'u') };
    });
  return (english: string): TextMessage | undefined => {
    if (known.has(english)) return { id: english };
    for (const { id, names, pattern } of patterns) {
      const found = pattern.exec(english);
      if (found) {
        return {
          id,
          values: Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ''])),
        };
      }
    }
    return undefined;
  };
};
