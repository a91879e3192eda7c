/** HTTP of delivery settings: Settings › Notifications, outside Quad. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { pageLanguage, requestLanguage } from '../../i18n/request-language';
import { memberOf } from '../auth/authenticate';
import * as delivery from './service';
import * as unsubscribing from './unsubscribe';

export const registerDeliveryRoutes = (app: FastifyInstance, context: AppContext) => {
  route(app, context, endpoints.getDeliverySettings, {
    handler: (request) => delivery.deliverySettingsOf(context, memberOf(request).id),
  });

  route(app, context, endpoints.updateDeliverySettings, {
    handler: (request) =>
      delivery.updateDeliverySettings(context, memberOf(request).id, request.body),
  });

  route(app, context, endpoints.pauseDelivery, {
    handler: (request) => delivery.pauseDelivery(context, memberOf(request).id, request.body.for),
  });

  route(app, context, endpoints.resumeDelivery, {
    handler: (request) => delivery.resumeDelivery(context, memberOf(request).id),
  });

  // An e-mail's unsubscribe link: no cookie, no bearer; the signed token is the authority.
  void app.register(async (scope) => {
    // Mailbox providers post `List-Unsubscribe=One-Click` form-encoded or as multipart; the
    // Undo is a form. Only the Undo reads its body.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    );

    route(scope, context, endpoints.unsubscribe, {
      handler: async (request, reply) => {
        const { message, language } = await unsubscribing.unsubscribe(
          context,
          request.params.token,
          requestLanguage(request),
        );
        reply.header('content-language', language);
        return { message };
      },
    });

    route(scope, context, endpoints.unsubscribePage, {
      handler: async (request, reply) => {
        const answer = await unsubscribing.unsubscribePage(
          context,
          request.params.token,
          pageLanguage(request),
        );
        reply.status(answer.status).header('content-language', answer.language);
        return answer.page;
      },
    });

    route(scope, context, endpoints.undoUnsubscribe, {
      handler: async (request, reply) => {
        const answer = await unsubscribing.undoUnsubscribe(
          context,
          request.params.token,
          request.body.was,
          pageLanguage(request),
        );
        reply.status(answer.status).header('content-language', answer.language);
        return answer.page;
      },
    });
  });
};
