/**
 * Makes the narrower copies of images uploaded before copies were made (`npm run media:widths`).
 * Each image is recorded once its files are stored, so a run that stops resumes where it was and
 * a second run finds nothing to do.
 */
import { buffer } from 'node:stream/consumers';
import { IMAGE_WIDTHS } from '@quad/contract';
import type { Queryable } from '../../db/client';
import { storeImageWidths, widthKeysOf } from '../../infra/media/image-widths';
import type { MediaStorage } from '../../infra/media/storage';
import * as queries from './queries';

export interface MissingWidthsReport {
  /** Images that got their copies. */
  made: number;
  /** Images whose file is not in the storage: left as they are. */
  missing: string[];
}

const BATCH = 50;

export const makeMissingWidths = async (
  db: Queryable,
  storage: MediaStorage,
  onProgress: (report: MissingWidthsReport) => void = () => {},
): Promise<MissingWidthsReport> => {
  const report: MissingWidthsReport = { made: 0, missing: [] };
  let afterId: string | undefined;
  for (;;) {
    const rows = await queries.mediaWithoutWidths(db, IMAGE_WIDTHS[0], afterId, BATCH);
    if (rows.length === 0) return report;
    for (const row of rows) {
      afterId = row.id;
      const file = await storage.open(row.key);
      if (!file) {
        report.missing.push(row.key);
        continue;
      }
      const widths = await storeImageWidths(storage, row.key, await buffer(file), row.width);
      // An image deleted meanwhile leaves no copies behind.
      if (await queries.setMediaWidths(db, row.id, widths)) report.made += 1;
      else await storage.remove(widthKeysOf(row.key));
    }
    onProgress(report);
  }
};
