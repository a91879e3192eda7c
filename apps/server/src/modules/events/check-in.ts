/**
 * The check-in code at the door: six digits made from the event's own key, the occurrence and the
 * current 30-second period, so every server process shows and accepts the same code without
 * storing it. A code is accepted during its period and the next one: never older than a minute.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECK_IN_CODE_LENGTH, CHECK_IN_CODE_PERIOD_SECONDS } from '@quad/contract';
import QRCode from 'qrcode';
import type { Config } from '../../infra/config';

const PERIOD_MS = CHECK_IN_CODE_PERIOD_SECONDS * 1000;

export const codePeriodOf = (now: Date) => {
  const index = Math.floor(now.getTime() / PERIOD_MS);
  return { index, endsAt: new Date((index + 1) * PERIOD_MS) };
};

export const codeFor = (key: string, occurrence: Date, period: number) => {
  const digest = createHmac('sha256', key).update(`${occurrence.toISOString()} ${period}`).digest();
  const number = digest.readUInt32BE(0) % 10 ** CHECK_IN_CODE_LENGTH;
  return String(number).padStart(CHECK_IN_CODE_LENGTH, '0');
};

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The code of this period or of the one before. */
export const codeMatches = (key: string, occurrence: Date, now: Date, code: string) => {
  const { index } = codePeriodOf(now);
  const given = code.replace(/\s/g, '');
  return [index, index - 1].some((period) => same(codeFor(key, occurrence, period), given));
};

/** The check-in page the QR code opens, with the code filled in. */
export const checkInUrl = (config: Pick<Config, 'publicUrl'>, postId: string, code: string) =>
  `${config.publicUrl}/events/${postId}/check-in?code=${code}`;

export const qrSvgOf = (url: string) =>
  QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
