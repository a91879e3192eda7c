/** Uploads and posts for tests, through the real API. */
import type { CreatePostRequest, Post } from '@quad/contract';
import { expect } from 'vitest';
import { makeImage, type TestFormat } from './images';
import type { TestMember } from './members';
import type { TestApp } from './test-app';

/** A well-formed id that no post, comment or member has. */
export const MISSING_ID = '01a20000-0000-7000-8000-000000000000';

export interface TestFile {
  data: Buffer;
  /** No name by default, as the spec's client sends them. */
  name?: string;
  type?: string;
}

export const uploadForm = (path: string | undefined, files: TestFile[]) => {
  const form = new FormData();
  if (path !== undefined) form.append('path', path);
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' });
    if (file.name) form.append('file', blob, file.name);
    else form.append('file', blob);
  }
  return form;
};

export const upload = (t: TestApp, member: TestMember, files: TestFile[], folder = 'post_images') =>
  t.call('uploadImages', {
    token: member.token,
    body: uploadForm(`${member.id}/${folder}`, files),
  });

/** Uploads one generated image and answers its URL. */
export const uploadImage = async (
  t: TestApp,
  member: TestMember,
  folder = 'post_images',
  format: TestFormat = 'jpeg',
) => {
  const response = await upload(t, member, [{ data: await makeImage(format) }], folder);
  expect(response.status, response.text).toBe(200);
  const [first] = response.body;
  if (!first) throw new Error('no upload answer');
  return first.url;
};

export const createPost = (t: TestApp, member: TestMember, body: CreatePostRequest) =>
  t.call('createPost', {
    token: member.token,
    body,
  });

/** Creates a post and answers it; fails the test unless it is created. */
export const makePost = async (
  t: TestApp,
  member: TestMember,
  body: CreatePostRequest = { text: 'Hello campus' },
) => {
  const response = await createPost(t, member, body);
  expect(response.status, response.text).toBe(201);
  return response.body.data;
};

export const comment = (t: TestApp, member: TestMember, postId: string, text: string, image = '') =>
  t.call('comment', {
    token: member.token,
    body: { postId, comment: text, image },
  });

export const feed = (t: TestApp, member: TestMember, query = '') =>
  t.inject<Post[]>({
    method: 'GET',
    url: `/api/v1/post/getAllPosts${query}`,
    headers: { authorization: `Bearer ${member.token}` },
  });

/** The URL of the next page in a Link header, or undefined. */
export const nextLink = (headers: Record<string, unknown>) => {
  const link = headers.link;
  if (typeof link !== 'string') return undefined;
  return /^<([^>]+)>; rel="next"$/.exec(link)?.[1];
};
