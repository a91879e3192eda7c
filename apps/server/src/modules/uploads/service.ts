/** Image uploads, the caller's image list, and the rules for using an uploaded image. */
import type { ImageSize, ListImagesResponse, UploadAnswer } from '@quad/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { badInput, forbidden, tooLarge, unsupportedMedia } from '../../infra/errors';
import { ImageRejectedError, IMAGE_MAX_INPUT_PIXELS, processImage } from '../../infra/images';
import { newId } from '../../infra/ids';
import { storeImageWidths, withWidthKeys } from '../../infra/media/image-widths';
import { FILE_MESSAGES, listScopeOf, uploadFolderOf, type UploadFolder } from './folders';
import * as queries from './queries';

export interface UploadFile {
  filename: string | undefined;
  /** The file's bytes, or 'tooLarge' past the size limit. */
  read(): Promise<Buffer | 'tooLarge'>;
}

/** The parts of an uploadImages form, in the order they arrive. */
export type UploadPart = { type: 'path'; value: string } | { type: 'file'; file: UploadFile };

const NOT_UPLOADED_HERE = 'This image was not uploaded here. Upload it first.';
const NOT_YOUR_IMAGE = 'You can only use images you uploaded.';

/** The spec's messages name the file; clients usually send none (a Blob is named "blob"). */
const nameOf = (filename: string | undefined, index: number) =>
  filename && filename !== 'blob'
    ? filename.slice(0, 100)
    : index === 1
      ? 'This image'
      : `Image ${index}`;

interface Stored {
  key: string;
  url: string;
  row: queries.NewMedia;
}

const storeImage = async (
  context: AppContext,
  memberId: string,
  target: UploadFolder,
  name: string,
  data: Buffer | 'tooLarge',
): Promise<Stored> => {
  const messages = FILE_MESSAGES[target.kind];
  if (data === 'tooLarge') throw tooLarge(messages.size(name));
  let image;
  try {
    image = await processImage(data);
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    if (error.reason === 'pixels') {
      throw tooLarge(
        `${name} has too many pixels: at most ${IMAGE_MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
      );
    }
    throw unsupportedMedia(messages.format(name));
  }
  const id = newId();
  const key = `${memberId}/${target.folder}/${id}.${image.extension}`;
  await context.media.put(key, image.data);
  let widths: number[];
  try {
    widths = await storeImageWidths(context.media, key, image.data, image.width);
  } catch (error) {
    await context.media.remove(withWidthKeys([key]));
    throw error;
  }
  return {
    key,
    url: context.media.urlOf(key),
    row: {
      id,
      userId: memberId,
      folder: target.folder,
      key,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.data.length,
      widths,
      createdAt: context.clock.now(),
    },
  };
};

/**
 * Checks, re-encodes and stores every file of the form, in order; all or nothing. Files are
 * handled as they arrive once the path is known; files sent before the path wait for it.
 */
export const uploadImages = async (
  context: AppContext,
  memberId: string,
  parts: AsyncIterable<UploadPart>,
): Promise<UploadAnswer> => {
  const stored: Stored[] = [];
  const waiting: { name: string; data: Buffer | 'tooLarge' }[] = [];
  let target: UploadFolder | undefined;
  let count = 0;
  try {
    for await (const part of parts) {
      if (part.type === 'path') {
        if (target) throw badInput('Send one folder path.');
        target = uploadFolderOf(memberId, part.value);
        for (const file of waiting.splice(0)) {
          stored.push(await storeImage(context, memberId, target, file.name, file.data));
        }
        continue;
      }
      count += 1;
      const name = nameOf(part.file.filename, count);
      const data = await part.file.read();
      if (target) stored.push(await storeImage(context, memberId, target, name, data));
      else waiting.push({ name, data });
    }
    if (!target) throw badInput('Send the folder path with the images.');
    if (count === 0) throw badInput('Choose at least one image to upload.');
    await queries.insertMedia(
      context.db,
      stored.map((image) => image.row),
    );
  } catch (error) {
    await context.media.remove(withWidthKeys(stored.map((image) => image.key)));
    throw error;
  }
  return stored.map((image) => ({ url: image.url }));
};

export const listImages = async (
  context: AppContext,
  memberId: string,
  request: { path: string; sort: 'asc' | 'desc'; max: number },
): Promise<ListImagesResponse> => {
  const scope = listScopeOf(memberId, request.path);
  const rows = await queries.listMedia(context.db, memberId, scope, request.sort, request.max);
  return {
    resources: rows.map((row) => ({
      folder: `${memberId}/${row.folder}`,
      secure_url: context.media.urlOf(row.key),
      public_id: row.key.replace(/\.[a-z]+$/, ''),
    })),
  };
};

export interface OwnImage {
  id: string;
  url: string;
  size: ImageSize;
}

/**
 * The uploads behind these URLs, with their sizes, in order and without repeats, if every one was
 * uploaded here by the member: 400 for a URL this server did not give out, 403 for another
 * member's image.
 */
export const ownImages = async (
  context: AppContext,
  db: Queryable,
  memberId: string,
  urls: readonly string[],
): Promise<OwnImage[]> => {
  const keys = [...new Set(urls.map((url) => context.media.keyOf(url.trim())))];
  if (keys.some((key) => key === undefined)) throw badInput(NOT_UPLOADED_HERE);
  const rows = await queries.findMediaByKeys(db, keys as string[]);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return (keys as string[]).map((key) => {
    const row = byKey.get(key);
    if (!row) throw badInput(NOT_UPLOADED_HERE);
    if (row.userId !== memberId) throw forbidden(NOT_YOUR_IMAGE);
    const size = { width: row.width, height: row.height, widths: row.widths };
    return { id: row.id, url: context.media.urlOf(row.key), size };
  });
};

/**
 * After a post or comment is gone: deletes the images among these that nothing shows any more
 * (no post, comment, profile picture or cover), rows now and files once the caller commits.
 * Answers the keys of the files to remove.
 */
export const releaseImages = async (context: AppContext, db: Queryable, mediaIds: string[]) => {
  const candidates = await queries.findMediaKeys(db, [...new Set(mediaIds)]);
  const inUse = await queries.urlsInUseAsPictures(
    db,
    candidates.map((row) => context.media.urlOf(row.key)),
  );
  const unused = candidates.filter((row) => !inUse.has(context.media.urlOf(row.key)));
  return queries.deleteUnusedMedia(
    db,
    unused.map((row) => row.id),
  );
};

/**
 * Removes images, and their narrower copies, after the transaction that deleted their rows
 * committed; never fails the call.
 */
export const removeFiles = async (context: AppContext, keys: string[]) => {
  try {
    await context.media.remove(withWidthKeys(keys));
  } catch (error) {
    context.log.warn({ err: error, keys }, 'could not remove media files');
  }
};
