import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './limits';

/** `?cursor=&limit=` of every list that grows; the next page is announced in a Link header. */
export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: `limit must be a number from 1 to ${PAGE_SIZE_MAX}.` })
    .int()
    .min(1, `limit must be a number from 1 to ${PAGE_SIZE_MAX}.`)
    .max(PAGE_SIZE_MAX, `limit must be a number from 1 to ${PAGE_SIZE_MAX}.`)
    .default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
