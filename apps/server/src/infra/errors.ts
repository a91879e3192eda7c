/** The error kinds services throw; one handler turns them into `{ message }` and a status. */
import type { Translation } from '../i18n/translate';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** For a message with a plural in it: its catalog id and values (i18n/translate.ts). */
    readonly translation?: Translation,
    /** (ext) The request body's field the failure is about, for a form to show it there. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badInput = (message: string, translation?: Translation) =>
  new AppError(400, message, translation);
/** A 400 about one field of the request body: the answer names it (`field`). */
export const badField = (field: string, message: string) =>
  new AppError(400, message, undefined, field);
export const unauthorized = (message = 'Please log in to continue.') => new AppError(401, message);
export const forbidden = (message: string, translation?: Translation, field?: string) =>
  new AppError(403, message, translation, field);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooLarge = (message: string) => new AppError(413, message);
export const unsupportedMedia = (message: string) => new AppError(415, message);
export const tooManyRequests = (message: string) => new AppError(429, message);
export const unavailable = (message: string) => new AppError(503, message);
