/**
 * Whether a failure means the database cannot serve right now (the server restarted, failed
 * over, ended our session, or did not answer in time) rather than a fault of the statement:
 * the request answers 503, and the next one may well succeed.
 */

const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: the session was ended (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57014', // query_canceled: the statement timeout
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg's own errors for a lost connection or a timeout carry no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Query read timeout$/,
];

const isUnavailable = (error: { code?: unknown; message?: unknown }) => {
  const { code, message } = error;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
    return true; // class 08: connection exceptions
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => known.test(message));
};

/** Drizzle wraps a driver's error as the `cause` of its own. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  let current = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if (isUnavailable(current)) return true;
    current = current.cause;
  }
  return false;
};
