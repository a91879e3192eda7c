/** One place turns every failure into `{ message }` with a truthful status, never a stack trace. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { translated } from '../i18n/request-language';
import { AppError } from '../infra/errors';

const messagesByFastifyCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send {} when there is nothing to send.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length.',
};

export const registerErrorHandler = (app: FastifyInstance, productName: string) => {
  const databaseUnavailable = `${productName} can't reach its database right now. Please try again in a moment.`;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        message: translated(request, error.message, error.translation),
        ...(error.field && { field: error.field }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '');
      const message =
        first?.message && !first.message.startsWith('Invalid input')
          ? first.message
          : `The request is not valid${field ? ` (${field})` : ''}.`;
      // A form's call names the body's field by its path, dots between nested names (`title`).
      const namesFields = request.routeOptions.config.namesFields;
      const bodyField =
        namesFields && error.validationContext === 'body' ? field?.replaceAll('/', '.') : undefined;
      return reply.status(400).send({
        message: translated(request, message),
        ...(bodyField && { field: bodyField }),
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send({ message: translated(request, databaseUnavailable) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: translated(request, error.message) });
    }
    if (status >= 400 && status < 500) {
      const message = messagesByFastifyCode[error.code] ?? error.message;
      return reply.status(status).send({ message: translated(request, message) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      message: translated(request, 'Something went wrong on our side. Please try again.'),
    });
  });
};
