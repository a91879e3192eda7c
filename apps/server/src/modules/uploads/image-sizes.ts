/**
 * The SQL other modules read an image's size with (width, height and the narrower copies kept),
 * to answer it beside the image's URL.
 */
import type { ImageSize } from '@quad/contract';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { MEDIA_URL_PREFIX } from '../../infra/media/storage';

/** An image's size as answers carry it (ImageSize), from a media row's alias. */
export const imageSizeJson = (alias: string) =>
  sql.raw(
    `json_build_object('width', ${alias}.width, 'height', ${alias}.height, 'widths', ${alias}.widths)`,
  );

/**
 * The size of the upload behind a stored image URL ('/media/<key>'), one index probe; null for
 * any other URL (the default picture).
 */
export const imageSizeOfUrl = (url: SQLWrapper) =>
  sql<ImageSize | null>`(select ${imageSizeJson('size_m')} from media size_m
    where size_m.key = substr(${url}, ${sql.raw(String(MEDIA_URL_PREFIX.length + 1))}))`;
