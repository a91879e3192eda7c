import { shownErrorText } from '../i18n/web-texts';

/** A failed call: the HTTP status and the server's `message`, fit to show as-is. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export const OFFLINE_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const UNKNOWN_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** The text to show for any error a call may throw. */
export const errorMessage = (error: unknown) =>
  shownErrorText(error instanceof ApiError ? error.message : UNKNOWN_ERROR_MESSAGE);
