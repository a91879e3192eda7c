/**
 * PostgreSQL stores no NUL character (U+0000) in text: every text field of every call of the
 * contract refuses one with 400 and a message, instead of failing in the database.
 */
import { endpoints, type EndpointName } from '@quad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, type TestMember } from '../test/members';
import { makeImage } from '../test/images';
import { uploadForm } from '../test/posts';
import { buildTestApp, type TestApp } from '../test/test-app';

/** The part of a zod schema's definition this walk reads. */
interface SchemaDef {
  type: string;
  shape?: Record<string, { _zod: { def: SchemaDef } }>;
  element?: { _zod: { def: SchemaDef } };
  innerType?: { _zod: { def: SchemaDef } };
  in?: { _zod: { def: SchemaDef } };
  out?: { _zod: { def: SchemaDef } };
  options?: { _zod: { def: SchemaDef } }[];
}
type Path = (string | number)[];

/** Where a schema takes text: the paths of its string and enum fields, arrays as one element. */
const textPaths = (def: SchemaDef, path: Path = []): Path[] => {
  switch (def.type) {
    case 'string':
    case 'enum':
      return [path];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
        textPaths(field._zod.def, [...path, key]),
      );
    case 'array':
      return def.element ? textPaths(def.element._zod.def, [...path, 0]) : [];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return def.innerType ? textPaths(def.innerType._zod.def, path) : [];
    case 'pipe': {
      // A preprocess step (transform) reads what the schema after it describes.
      const side = def.in?._zod.def.type === 'transform' ? def.out : def.in;
      return side ? textPaths(side._zod.def, path) : [];
    }
    case 'union':
      return def.options?.flatMap((option) => textPaths(option._zod.def, path)) ?? [];
    default:
      return [];
  }
};

const WITH_NUL = 'a\u0000b';
const NUL_REFUSED = /NUL character/;

/** `{ a: [{ b: WITH_NUL }] }` for the path ['a', 0, 'b']. */
const holding = (path: Path, value: unknown): unknown => {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === 'number'
    ? [holding(rest, value)]
    : { [head as string]: holding(rest, value) };
};

const rules = { universityDomain: 'coastal.edu', now: () => new Date() };
const paramValues = {
  id: 'x',
  postId: 'x',
  userId: 'x',
  username: 'someone',
  term: 'ana',
  kind: 'post',
  slug: 'some-group',
  commentId: 'x',
  identityId: 'x',
  tag: 'robotics',
  token: 'x',
};

interface Case {
  name: EndpointName;
  part: 'params' | 'query' | 'body';
  /** e.g. body.infos.bio */
  where: string;
  path: Path;
}

const cases: Case[] = (Object.keys(endpoints) as EndpointName[]).flatMap((name) => {
  const endpoint = endpoints[name] as (typeof endpoints)[EndpointName] & {
    params?: { _zod: { def: SchemaDef } };
    query?: { _zod: { def: SchemaDef } };
    body?: unknown;
  };
  const body =
    typeof endpoint.body === 'function'
      ? (endpoint.body as (r: typeof rules) => { _zod: { def: SchemaDef } })(rules)
      : (endpoint.body as { _zod: { def: SchemaDef } } | undefined);
  const parts = { params: endpoint.params, query: endpoint.query, body } as const;
  return (Object.keys(parts) as Case['part'][]).flatMap((part) => {
    const schema = parts[part];
    if (!schema) return [];
    return textPaths(schema._zod.def).map((path) => ({
      name,
      part,
      where: [part, ...path].join('.'),
      path,
    }));
  });
});

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await buildTestApp();
  member = await makeMember(t);
});
afterAll(() => t.close());

describe('a NUL character in text', () => {
  it('is looked for in every text field of the contract, those the database failed on included', () => {
    const named = cases.map((entry) => `${entry.name} ${entry.where}`);
    expect(named).toEqual(
      expect.arrayContaining([
        'createPost body.text',
        'updateText body.text',
        'comment body.comment',
        'updateDetails body.infos.bio',
        'updateDetails body.infos.job',
        'search params.term',
        'getProfile params.username',
        'login body.email',
        'register body.first_name',
        'getAllPosts query.cursor',
        'createPost body.images.0.url',
      ]),
    );
    expect(cases.length).toBeGreaterThan(50);
    // And the published document says so.
    const undocumented = [...new Set(cases.map((entry) => entry.name))].filter(
      (name) => !(400 in endpoints[name].responses),
    );
    expect(undocumented).toEqual([]);
  });

  it.each(cases.map((entry) => [`${entry.name} ${entry.where}`, entry] as const))(
    '%s answers 400 with a message',
    async (_, { name, part, path }) => {
      const params =
        part === 'params' ? { ...paramValues, [path[0] as string]: WITH_NUL } : paramValues;
      const response = await t.call(name, {
        token: member.token,
        params: params as never,
        ...(part === 'query' ? { query: holding(path, WITH_NUL) as never } : {}),
        ...(part === 'body' ? { payload: holding(path, WITH_NUL) as object } : { payload: {} }),
      });
      expect(response.status, response.text).toBe(400);
      expect(response.body.message).toMatch(NUL_REFUSED);
    },
  );

  it('in the folder of an upload answers 400 with a message', async () => {
    const response = await t.call('uploadImages', {
      token: member.token,
      body: uploadForm(`${member.id}/post_images${WITH_NUL}`, [{ data: await makeImage('png') }]),
    });
    expect(response.status, response.text).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });
});
