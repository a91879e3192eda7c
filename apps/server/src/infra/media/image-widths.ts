/**
 * The narrower copies of a stored image live beside it, under keys made by the contract's rule
 * (imageWidthUrl), so a client builds their URLs from the image's and they are served and cached
 * like any media file.
 */
import { IMAGE_WIDTHS, imageWidthUrl } from '@quad/contract';
import { formatOfKey, makeImageWidths } from '../images';
import type { MediaStorage } from './storage';

/** Every key a copy of the image under `key` may have, whichever copies were made. */
export const widthKeysOf = (key: string) =>
  IMAGE_WIDTHS.flatMap((width) => {
    const keys = [imageWidthUrl(key, width, 'original'), imageWidthUrl(key, width, 'webp')];
    return [...new Set(keys)];
  });

/** The image's key and those of all its possible copies. */
export const withWidthKeys = (keys: readonly string[]) =>
  keys.flatMap((key) => [key, ...widthKeysOf(key)]);

/**
 * Makes and stores the copies of the image stored under `key` (`data`, `width` pixels wide);
 * answers the widths kept, narrowest first. Storing again replaces the same files.
 */
export const storeImageWidths = async (
  storage: MediaStorage,
  key: string,
  data: Buffer,
  width: number,
): Promise<number[]> => {
  const format = formatOfKey(key);
  if (!format) throw new Error(`Not an image key: ${key}`);
  const files = await makeImageWidths(data, format, width);
  await Promise.all(
    files.map((file) =>
      storage.put(
        imageWidthUrl(key, file.width, file.extension === 'webp' ? 'webp' : 'original'),
        file.data,
      ),
    ),
  );
  return [...new Set(files.map((file) => file.width))];
};
