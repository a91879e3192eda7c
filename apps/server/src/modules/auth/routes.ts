/** HTTP of the account calls: parse, limit, call the service, shape the answer. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { requestLanguage, translated } from '../../i18n/request-language';
import { AppError } from '../../infra/errors';
import { failureCounter, limitRequests } from '../../plugins/rate-limit';
import { memberOf } from './authenticate';
import { accountLimits } from './rate-limits';
import * as accounts from './service';
import { endSession } from './sessions';

const TOO_MANY_WRONG_PASSWORDS =
  'Too many wrong passwords for this account. Wait 15 minutes, or reset your password.';

/** The e-mail a limit counts by, as the service will read it (before validation, so unknown). */
const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

export const registerAccountRoutes = (app: FastifyInstance, context: AppContext) => {
  const limitsOn = context.config.rateLimit;
  const limit = (spec: Parameters<typeof limitRequests>[2]) => limitRequests(app, limitsOn, spec);
  const failedLogins = [
    failureCounter(app, limitsOn, {
      ...accountLimits.failedLoginsPerAddressAndAccount,
      key: (request) => `${request.ip} ${bodyEmail(request)}`,
      message: TOO_MANY_WRONG_PASSWORDS,
    }),
    failureCounter(app, limitsOn, {
      ...accountLimits.failedLoginsPerAccount,
      key: bodyEmail,
      message: TOO_MANY_WRONG_PASSWORDS,
    }),
    failureCounter(app, limitsOn, {
      ...accountLimits.failedLoginsPerAddress,
      key: (request) => request.ip,
    }),
  ];
  const wrongSettingsPasswords = failureCounter(app, limitsOn, {
    ...accountLimits.wrongSettingsPasswordsPerMember,
    key: (request) => memberOf(request).id,
    message: TOO_MANY_WRONG_PASSWORDS,
  });
  /** Runs a settings call that checks the password, counting the wrong ones (400) per member. */
  const withPasswordCheck = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    call: () => Promise<T>,
  ) => {
    await wrongSettingsPasswords.refuseIfExceeded(request, reply);
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 400) {
        await wrongSettingsPasswords.record(request);
      }
      throw error;
    }
  };
  const resetLimits = [
    limit(accountLimits.resetPerAddress),
    limit({ ...accountLimits.resetPerEmail, key: bodyEmail }),
  ];

  route(app, context, endpoints.login, {
    preHandler: limit(accountLimits.loginPerAddress),
    handler: async (request, reply) => {
      for (const failures of failedLogins) await failures.refuseIfExceeded(request, reply);
      try {
        return await accounts.login(context, request.body.email, request.body.password);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) {
          await Promise.all(failedLogins.map((failures) => failures.record(request)));
        }
        throw error;
      }
    },
  });

  route(app, context, endpoints.register, {
    preHandler: limit(accountLimits.registerPerAddress),
    handler: async (request) => {
      const answer = await accounts.register(context, request.body, requestLanguage(request));
      return { ...answer, message: translated(request, answer.message) };
    },
  });

  route(app, context, endpoints.activate, {
    handler: async (request) => ({
      message: await accounts.activate(context, memberOf(request).id, request.body.token),
    }),
  });

  route(app, context, endpoints.resendVerification, {
    preHandler: [
      limit({
        ...accountLimits.resendPerMember,
        key: (request) => memberOf(request).id,
      }),
    ],
    handler: async (request) => ({
      message: await accounts.resendVerification(
        context,
        memberOf(request).id,
        requestLanguage(request),
      ),
    }),
  });

  route(app, context, endpoints.logout, {
    handler: async (request) => {
      const member = memberOf(request);
      await endSession(context, member.id, member.sessionId);
      return { message: 'You are logged out.' };
    },
  });

  route(app, context, endpoints.updateLanguage, {
    handler: async (request) =>
      accounts.setLanguage(context, memberOf(request).id, request.body.language),
  });

  route(app, context, endpoints.findUser, {
    preHandler: limit(accountLimits.findUserPerAddress),
    handler: async (request) => accounts.findUser(context, request.body.email),
  });

  route(app, context, endpoints.sendResetPasswordCode, {
    preHandler: resetLimits,
    handler: async (request) => ({
      message: translated(
        request,
        await accounts.sendResetCode(context, request.body.email, requestLanguage(request)),
      ),
    }),
  });

  route(app, context, endpoints.validateResetCode, {
    preHandler: limit(accountLimits.resetPerAddress),
    handler: async (request) => ({
      message: translated(
        request,
        await accounts.validateResetCode(context, request.body.email, request.body.code),
      ),
    }),
  });

  route(app, context, endpoints.changePassword, {
    preHandler: resetLimits,
    handler: async (request) => ({
      message: translated(
        request,
        await accounts.changePassword(
          context,
          request.body.email,
          request.body.password,
          requestLanguage(request),
        ),
      ),
    }),
  });

  route(app, context, endpoints.updatePassword, {
    handler: async (request, reply) => ({
      message: await withPasswordCheck(request, reply, () =>
        accounts.updatePassword(
          context,
          memberOf(request),
          request.body.current_password,
          request.body.new_password,
        ),
      ),
    }),
  });

  route(app, context, endpoints.logoutEverywhere, {
    handler: async (request) => ({
      message: await accounts.logoutEverywhere(context, memberOf(request).id),
    }),
  });

  route(app, context, endpoints.deleteAccount, {
    handler: async (request, reply) => ({
      message: await withPasswordCheck(request, reply, () =>
        accounts.deleteAccount(context, memberOf(request).id, request.body.password),
      ),
    }),
  });
};
