/** The error kinds services throw; one handler turns them into `{ message }` and a status. */

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badInput = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Please log in to continue.') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooLarge = (message: string) => new AppError(413, message);
export const unsupportedMedia = (message: string) => new AppError(415, message);
export const tooManyRequests = (message: string) => new AppError(429, message);
export const unavailable = (message: string) => new AppError(503, message);
