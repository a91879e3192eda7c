/**
 * Fields that hold the URL of an image the server serves: pictures, covers, post and comment
 * images, backgrounds, listed uploads. The server stores them origin-relative (`/media/…`,
 * `/backgrounds/3.svg`), so a change of domain breaks nothing, and answers them absolute, as the
 * original API did, so a client on another origin can show them (API.md). Where a client sends
 * one back, both forms are accepted.
 *
 * The registry is how the server finds these fields in any schema; its `format` is what an API
 * document says of them.
 */
import { z } from 'zod';

export const urlFields = z.registry<{ format: 'uri' | 'uri-reference' }>();

/** A picture, cover, image or background in an answer: an absolute URL; '' or null for none. */
export const imageUrlSchema = z.string().register(urlFields, { format: 'uri' });

/** Marks a request field that takes back a URL the server gave out, absolute or relative. */
export const sentImageUrl = <S extends z.ZodType>(schema: S): S => {
  urlFields.add(schema, { format: 'uri-reference' });
  return schema;
};
