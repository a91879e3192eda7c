/**
 * `npm run media:widths`: makes the narrower copies (320, 640, 1080 and 1600 px, in each image's
 * format and WebP) of the images uploaded before uploads made them, in the database and the media
 * storage the server uses. Safe to stop and run again: it goes on where it was, and does nothing
 * once every image has its copies. Answers what to print and the exit code, so tests run it
 * in-process; `log` takes the progress lines.
 */
import { openMediaStorage } from '../infra/media/open-storage';
import { MediaBucketError } from '../infra/media/s3-storage';
import { makeMissingWidths } from '../modules/uploads/missing-widths';
import { withCommandDatabase, type CommandResult } from './command-database';

export const MEDIA_WIDTHS_USAGE = [
  'Usage: npm run media:widths',
  'Makes the narrower copies of the images uploaded before copies were made.',
].join('\n');

const images = (count: number) => `${count} image${count === 1 ? '' : 's'}`;

export const runMediaWidthsCommand = async (
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = () => {},
): Promise<CommandResult> => {
  if (args.length > 0) return { code: 2, output: MEDIA_WIDTHS_USAGE };
  return withCommandDatabase(env, async (db, config) => {
    let storage;
    try {
      storage = await openMediaStorage(config);
    } catch (error) {
      if (error instanceof MediaBucketError) return { code: 1, output: error.message };
      throw error;
    }
    try {
      const report = await makeMissingWidths(db, storage, (progress) =>
        log(`${images(progress.made)} done so far…`),
      );
      const lines = [
        report.made === 0
          ? 'Every image already has its narrower copies.'
          : `Made the narrower copies of ${images(report.made)}.`,
      ];
      if (report.missing.length > 0) {
        lines.push(
          `${images(report.missing.length)} left as before, their file missing from the media storage:`,
          ...report.missing.map((key) => `  ${key}`),
        );
      }
      return { code: 0, output: lines.join('\n') };
    } finally {
      storage.close();
    }
  });
};
