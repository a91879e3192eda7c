/** HTTP of moderation: the queue, its actions, suspensions and the audit log. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pagedRoute, route } from '../../http/route';
import { translated } from '../../i18n/request-language';
import { memberOf } from '../auth/authenticate';
import * as moderation from './service';
import { suspensionNotice } from './suspensions';

export const registerModerationRoutes = (app: FastifyInstance, context: AppContext) => {
  route(app, context, endpoints.moderationAccess, {
    handler: async (request) => moderation.access(context, memberOf(request).id),
  });

  pagedRoute(app, context, endpoints.getReportQueue, {
    read: (request) => moderation.reportQueue(context, memberOf(request).id, request.query),
  });

  route(app, context, endpoints.dismissReports, {
    handler: async (request) => ({
      message: await moderation.dismissReports(
        context,
        memberOf(request).id,
        request.params,
        request.body?.reason ?? '',
      ),
    }),
  });

  route(app, context, endpoints.removeItem, {
    handler: async (request) => ({
      message: await moderation.removeItem(
        context,
        memberOf(request).id,
        request.params,
        request.body.reason,
      ),
    }),
  });

  route(app, context, endpoints.suspendMember, {
    handler: async (request) => {
      const answer = await moderation.suspendMember(
        context,
        memberOf(request).id,
        request.params.id,
        request.body.duration,
        request.body.reason,
      );
      // The moderator reads the notice in their language, its day too.
      const { ends_at: endsAt, reason } = answer.suspension;
      const { translation } = suspensionNotice(endsAt, reason);
      return { ...answer, message: translated(request, answer.message, translation) };
    },
  });

  route(app, context, endpoints.liftSuspension, {
    handler: async (request) => ({
      message: await moderation.liftSuspension(
        context,
        memberOf(request).id,
        request.params.id,
        request.body?.reason ?? '',
      ),
    }),
  });

  route(app, context, endpoints.getModerationHashtags, {
    handler: async (request) => moderation.moderationHashtags(context, memberOf(request).id),
  });

  route(app, context, endpoints.hideHashtag, {
    handler: async (request) => ({
      message: await moderation.setHashtagHidden(
        context,
        memberOf(request).id,
        request.params.tag,
        true,
        request.body?.reason ?? '',
      ),
    }),
  });

  route(app, context, endpoints.unhideHashtag, {
    handler: async (request) => ({
      message: await moderation.setHashtagHidden(
        context,
        memberOf(request).id,
        request.params.tag,
        false,
        request.body?.reason ?? '',
      ),
    }),
  });

  pagedRoute(app, context, endpoints.getModerationLog, {
    read: (request) => moderation.moderationLog(context, memberOf(request).id, request.query),
  });
};
