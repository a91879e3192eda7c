/**
 * The trusted serializer writes what zod's serializer writes for a valid answer, and leaves out
 * every field the contract does not name, at any depth.
 */
import { endpoints, postListSchema, REACTIONS, type Post } from '@quad/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { trustedSerializerCompiler } from './trusted-serializer';

const post: Post = {
  _id: '01a206ba-71d3-7fb9-9fc2-1fc6dfad47c5',
  user: {
    _id: '019979df-7784-73e9-9f86-2c034bbd7f26',
    username: 'chloerivera4651',
    picture: 'http://127.0.0.1:3000/default-avatar.svg',
    first_name: 'Chloe',
    last_name: 'Rivera "Chlo"',
    gender: 'female',
    cover: '',
  },
  type: null,
  text: 'Jazz night on the lawn \u2028 tonight? <b>Who</b> is in 💙\n',
  background: null,
  images: [{ url: 'http://127.0.0.1:3000/media/a/post_images/b.jpg' }],
  comments: [
    {
      _id: '01a21450-17b8-731e-bf67-914e66a1d589',
      comment: 'Love this 💙',
      image: '',
      commentAt: '2026-11-25T20:05:23.000Z',
      commentBy: {
        _id: '0199850e-d674-78df-b275-48cc054fc0be',
        picture: 'http://127.0.0.1:3000/default-avatar.svg',
        first_name: 'Amara',
        last_name: 'Jensen',
      },
    },
  ],
  createdAt: '2026-11-23T05:16:42.517Z',
  reactions: {
    reacts: REACTIONS.map((react, index) => ({ react, count: index })),
    check: 'love',
    total: 15,
    checkSaved: true,
  },
  commentCount: 1,
};

const other: Post = {
  ...post,
  _id: '01a2065e-311d-7d40-8368-26b68adb45b6',
  type: 'coverPicture',
  text: null,
  background: '/backgrounds/1.jpg',
  images: null,
  comments: [],
};
delete other.reactions;
delete other.commentCount;

/** The same post with a field the contract does not name in every object. */
const withExtras = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withExtras);
  if (value === null || typeof value !== 'object') return value;
  return {
    ...Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withExtras(child)])),
    passwordHash: 'not for the client',
  };
};

const compile = (compiler: typeof trustedSerializerCompiler, schema: unknown) =>
  compiler({ schema, method: 'GET', url: '/api/v1/post/getAllPosts', httpStatus: '200' } as never);

describe('the trusted serializer', () => {
  const trusted = compile(trustedSerializerCompiler, postListSchema);
  const zod = compile(serializerCompiler as never, postListSchema);

  it('writes a list of posts as zod’s serializer does', () => {
    const answer = [post, other];
    expect(trusted(answer)).toBe(zod(answer));
    expect(JSON.parse(trusted(answer))).toEqual(answer);
  });

  it('leaves out the fields the contract does not name, at any depth', () => {
    const written = trusted(withExtras([post, other]));
    expect(written).not.toContain('passwordHash');
    expect(written).toBe(zod([post, other]));
  });

  it('compiles every answer schema of the contract', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      for (const [status, schema] of Object.entries(endpoint.responses)) {
        expect(() => compile(trustedSerializerCompiler, schema), `${name} ${status}`).not.toThrow();
      }
    }
  });
});
