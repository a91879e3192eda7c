/** HTTP of the account calls: parse, limit, call the service, shape the answer. */
import {
  activateRequestSchema,
  changePasswordRequestSchema,
  endpoints,
  findUserRequestSchema,
  findUserResponseSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  sendResetCodeRequestSchema,
  sessionUserSchema,
  validateResetCodeRequestSchema,
} from '@quad/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { at } from '../../infra/endpoint';
import { tooManyRequests } from '../../infra/errors';
import { failureCounter, limitRequests } from '../../plugins/rate-limit';
import { memberOf, requireMember } from './authenticate';
import { accountLimits } from './rate-limits';
import * as accounts from './service';

const bodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

export const registerAccountRoutes = (root: FastifyInstance, context: AppContext) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, clock } = context;
  const limitsOn = config.rateLimit;
  const limit = (spec: Parameters<typeof limitRequests>[2]) => limitRequests(app, limitsOn, spec);
  const authenticated = requireMember(context);
  const failedLogins = failureCounter(app, limitsOn, {
    ...accountLimits.failedLoginsPerEmail,
    key: bodyEmail,
  });
  const resetLimits = [
    limit(accountLimits.resetPerAddress),
    limit({ ...accountLimits.resetPerEmail, key: bodyEmail }),
  ];

  app.route({
    ...at(endpoints.login),
    schema: {
      body: loginRequestSchema(config.universityDomain),
      response: { 200: sessionUserSchema },
    },
    preHandler: limit(accountLimits.loginPerAddress),
    handler: async (request) => {
      if (await failedLogins.isExceeded(request)) {
        throw tooManyRequests(
          'Too many wrong passwords for this account. Wait 15 minutes, or reset your password.',
        );
      }
      try {
        return await accounts.login(context, request.body.email, request.body.password);
      } catch (error) {
        await failedLogins.record(request);
        throw error;
      }
    },
  });

  app.route({
    ...at(endpoints.register),
    schema: {
      body: registerRequestSchema(config.universityDomain, () => clock.now()),
      response: { 201: registerResponseSchema },
    },
    preHandler: limit(accountLimits.registerPerAddress),
    handler: async (request, reply) => {
      reply.status(201);
      return accounts.register(context, request.body);
    },
  });

  app.route({
    ...at(endpoints.activate),
    schema: { body: activateRequestSchema, response: { 200: messageResponseSchema } },
    onRequest: authenticated,
    handler: async (request) => ({
      message: await accounts.activate(context, memberOf(request).id, request.body.token),
    }),
  });

  app.route({
    ...at(endpoints.resendVerification),
    schema: { response: { 200: messageResponseSchema } },
    onRequest: authenticated,
    preHandler: [
      limit({
        ...accountLimits.resendPerMember,
        key: (request) => memberOf(request).id,
      }),
    ],
    handler: async (request) => ({
      message: await accounts.resendVerification(context, memberOf(request).id),
    }),
  });

  app.route({
    ...at(endpoints.findUser),
    schema: { body: findUserRequestSchema, response: { 200: findUserResponseSchema } },
    preHandler: limit(accountLimits.findUserPerAddress),
    handler: async (request) => accounts.findUser(context, request.body.email),
  });

  app.route({
    ...at(endpoints.sendResetPasswordCode),
    schema: { body: sendResetCodeRequestSchema, response: { 200: messageResponseSchema } },
    preHandler: resetLimits,
    handler: async (request) => ({
      message: await accounts.sendResetCode(context, request.body.email),
    }),
  });

  app.route({
    ...at(endpoints.validateResetCode),
    schema: { body: validateResetCodeRequestSchema, response: { 200: messageResponseSchema } },
    preHandler: limit(accountLimits.resetPerAddress),
    handler: async (request) => ({
      message: await accounts.validateResetCode(context, request.body.email, request.body.code),
    }),
  });

  app.route({
    ...at(endpoints.changePassword),
    schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema } },
    preHandler: resetLimits,
    handler: async (request) => ({
      message: await accounts.changePassword(context, request.body.email, request.body.password),
    }),
  });
};
