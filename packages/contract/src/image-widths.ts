/**
 * (ext) The narrower copies the server keeps of every uploaded image (issue 21), so that a screen
 * downloads no more pixels than it shows: a 40 px avatar takes the 320 px copy, a phone's feed
 * photo the 640 or 1080 px one. Only widths narrower than the image are kept (never enlarged),
 * each in the image's own format and in WebP, at a URL made from the image's by imageWidthUrl (image-width-urls.ts).
 */
import { z } from 'zod';

export const imageSizeSchema = z
  .object({
    width: z.number().int().meta({ description: 'Intrinsic width in pixels.' }),
    height: z.number().int().meta({ description: 'Intrinsic height in pixels.' }),
    widths: z.array(z.number().int()).meta({
      description:
        'The narrower copies kept, narrowest first: the copy of width W is at the image URL with "-wW" before the extension, in the same format, and with ".webp" as its extension in WebP (e.g. …/abc.jpg → …/abc-w640.jpg and …/abc-w640.webp). Empty while an older image waits for its copies.',
    }),
  })
  .meta({ description: '(ext) The size of an uploaded image and its narrower copies.' });
export type ImageSize = z.infer<typeof imageSizeSchema>;

/** (ext) Beside an image URL field: its size, or null when it is not an upload (the default picture). */
export const imageSizeField = imageSizeSchema.nullable().optional();
