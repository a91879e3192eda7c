import { describe, expect, it } from 'vitest';
import { checkCatalogSet, checkSharedTexts, parseCatalog, type CatalogSet } from './catalog-check';

const po = (entries: [string, string][], obsolete: [string, string][] = []) =>
  [
    'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n',
    ...entries.map(([id, text]) => `msgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(text)}\n`),
    ...obsolete.map(
      ([id, text]) => `#~ msgid ${JSON.stringify(id)}\n#~ msgstr ${JSON.stringify(text)}\n`,
    ),
  ].join('\n');

const TRIES = 'The code is not correct. {left, plural, one {# try} other {# tries}} left.';
const english: [string, string][] = [
  ['Log In', ''],
  ['Only {communityName} members can join.', ''],
  [TRIES, ''],
  ['Read the <0>terms</0>.', ''],
];

const setOf = (languages: Record<string, string>, name = 'web'): CatalogSet => ({
  name,
  sourceLanguage: 'en',
  languages: Object.keys(languages).filter((language) => language !== 'en'),
  catalogs: Object.fromEntries(
    Object.entries(languages).map(([language, text]) => [language, parseCatalog(text)]),
  ),
});

const spanish = (changes: Record<string, string> = {}, obsolete: [string, string][] = []) =>
  po(
    Object.entries({
      'Log In': 'Iniciar sesión',
      'Only {communityName} members can join.': 'Solo pueden unirse miembros de {communityName}.',
      [TRIES]:
        'El código no es correcto. {left, plural, one {Te queda # intento.} many {Te quedan # intentos.} other {Te quedan # intentos.}}',
      'Read the <0>terms</0>.': 'Lee las <0>condiciones</0>.',
      ...changes,
    }),
    obsolete,
  );

describe('the catalog check', () => {
  it('passes complete catalogs with the same placeholders', () => {
    expect(checkCatalogSet(setOf({ en: po(english), es: spanish() }))).toEqual([]);
  });

  it('finds a message missing from a language', () => {
    const problems = checkCatalogSet(setOf({ en: po(english), es: spanish({ 'Log In': '' }) }));
    expect(problems).toEqual(['web es: "Log In" has no translation']);
  });

  it('finds a message the code no longer has', () => {
    const problems = checkCatalogSet(
      setOf({ en: po(english), es: spanish({}, [['Sign Up', 'Registrarse']]) }),
    );
    expect(problems).toEqual(['web es: "Sign Up" is no longer in the code (unused)']);
  });

  it('finds placeholders that differ: a value renamed, a tag lost', () => {
    const problems = checkCatalogSet(
      setOf({
        en: po(english),
        es: spanish({
          'Only {communityName} members can join.': 'Solo pueden unirse miembros de {community}.',
          'Read the <0>terms</0>.': 'Lee las condiciones.',
        }),
      }),
    );
    expect(problems).toEqual([
      'web es: "Only {communityName} members can join." has the placeholders {community}, not {communityName}',
      'web es: "Read the <0>terms</0>." has the placeholders none, not <0> </0>',
    ]);
  });

  it("holds a plural to its language's CLDR forms: Arabic has six", () => {
    const arabicTries = (forms: string) =>
      po([[TRIES, `الرمز غير صحيح. {left, plural, ${forms}}`]]);
    const six =
      'zero {لا محاولات} one {محاولة} two {محاولتان} few {# محاولات} many {# محاولة} other {# محاولة}';
    expect(checkCatalogSet(setOf({ en: po([[TRIES, '']]), ar: arabicTries(six) }))).toEqual([]);
    expect(
      checkCatalogSet(
        setOf({ en: po([[TRIES, '']]), ar: arabicTries('one {محاولة} other {# محاولة}') }),
      ),
    ).toEqual([`web ar: "${TRIES}" the plural of {left} lacks the forms few, many, two, zero`]);
  });

  it('finds a translation that is not ICU MessageFormat', () => {
    const problems = checkCatalogSet(
      setOf({
        en: po([['Only {communityName} members can join.', '']]),
        fr: po([['Only {communityName} members can join.', 'Seuls les membres de {communityName']]),
      }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^web fr: ".*" is not valid ICU MessageFormat/);
  });

  it('finds a text the web and the server translate differently', () => {
    const web = setOf({
      en: po([['Passwords must match', '']]),
      es: po([['Passwords must match', 'Las contraseñas deben coincidir']]),
    });
    const server = setOf(
      {
        en: po([['Passwords must match', '']]),
        es: po([['Passwords must match', 'Las contraseñas no coinciden']]),
      },
      'server',
    );
    expect(checkSharedTexts(web, server)).toEqual([
      'es: "Passwords must match" is "Las contraseñas deben coincidir" in web but "Las contraseñas no coinciden" in server',
    ]);
  });
});
