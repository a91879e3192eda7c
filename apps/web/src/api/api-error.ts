import { shownErrorText } from '../i18n/web-texts';

/**
 * A failed call: the HTTP status and the server's `message`, fit to show as-is, and on a form's
 * call the body's field it is about (the answer's (ext) `field`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;

  constructor(status: number, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.field = field;
  }
}

export const OFFLINE_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const UNKNOWN_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** The text to show for any error a call may throw. */
export const errorMessage = (error: unknown) =>
  shownErrorText(error instanceof ApiError ? error.message : UNKNOWN_ERROR_MESSAGE);

/** The request body's field a failure is about, when the server named one. */
export const errorField = (error: unknown) => (error instanceof ApiError ? error.field : undefined);
