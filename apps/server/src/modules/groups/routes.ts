/** HTTP of groups: finding, creating and running them, membership, requests, invitations, bans, log. */
import { endpoints } from '@quad/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pagedRoute, route } from '../../http/route';
import { limitRequests } from '../../plugins/rate-limit';
import { memberOf } from '../auth/authenticate';
import { groupLimits } from './rate-limits';
import * as groups from './service';

const ok = { message: 'ok' as const };

export const registerGroupRoutes = (app: FastifyInstance, context: AppContext) => {
  const perMember = (limit: (typeof groupLimits)[keyof typeof groupLimits]) =>
    limitRequests(app, context.config.rateLimit, {
      ...limit,
      key: (request) => memberOf(request).id,
    });
  const creating = perMember(groupLimits.createdPerMember);
  const membership = perMember(groupLimits.membershipPerMember);

  pagedRoute(app, context, endpoints.searchGroups, {
    read: (request) => groups.searchGroups(context, memberOf(request).id, request.query),
  });
  pagedRoute(app, context, endpoints.getMyGroups, {
    read: (request) => groups.myGroups(context, memberOf(request).id, request.query),
  });
  route(app, context, endpoints.getGroupSuggestions, {
    handler: async (request) => groups.suggestions(context, memberOf(request).id),
  });
  route(app, context, endpoints.createGroup, {
    preHandler: creating,
    handler: async (request) => groups.createGroup(context, memberOf(request), request.body),
  });
  route(app, context, endpoints.getGroup, {
    handler: async (request) => groups.getGroup(context, memberOf(request).id, request.params.slug),
  });
  route(app, context, endpoints.updateGroup, {
    handler: async (request) =>
      groups.updateGroup(context, memberOf(request).id, request.params.slug, request.body),
  });
  route(app, context, endpoints.updateGroupCover, {
    handler: async (request) =>
      groups.updateCover(context, memberOf(request).id, request.params.slug, request.body.url),
  });
  route(app, context, endpoints.deleteGroup, {
    handler: async (request) => {
      await groups.deleteGroup(context, memberOf(request).id, request.params.slug);
      return ok;
    },
  });

  route(app, context, endpoints.joinGroup, {
    preHandler: membership,
    handler: async (request) =>
      groups.joinGroup(context, memberOf(request), request.params.slug, request.body.answers),
  });
  route(app, context, endpoints.cancelGroupRequest, {
    handler: async (request) =>
      groups.cancelRequest(context, memberOf(request).id, request.params.slug),
  });
  route(app, context, endpoints.declineGroupInvitation, {
    handler: async (request) =>
      groups.declineInvitation(context, memberOf(request).id, request.params.slug),
  });
  route(app, context, endpoints.leaveGroup, {
    handler: async (request) =>
      groups.leaveGroup(
        context,
        memberOf(request).id,
        request.params.slug,
        request.body?.successorId,
      ),
  });
  route(app, context, endpoints.setGroupNotifications, {
    handler: async (request) =>
      groups.setNotifications(
        context,
        memberOf(request).id,
        request.params.slug,
        request.body.notify,
      ),
  });

  pagedRoute(app, context, endpoints.getGroupMembers, {
    read: (request) =>
      groups.members(context, memberOf(request).id, request.params.slug, request.query),
  });
  route(app, context, endpoints.setGroupMemberRole, {
    handler: async (request) => {
      const { slug, userId } = request.params;
      await groups.setRole(context, memberOf(request).id, slug, userId, request.body.role);
      return ok;
    },
  });
  route(app, context, endpoints.removeGroupMember, {
    handler: async (request) => {
      const { slug, userId } = request.params;
      await groups.removeMember(context, memberOf(request).id, slug, userId, request.body);
      return ok;
    },
  });
  pagedRoute(app, context, endpoints.getGroupBans, {
    read: (request) =>
      groups.bans(context, memberOf(request).id, request.params.slug, request.query),
  });
  route(app, context, endpoints.unbanGroupMember, {
    handler: async (request) => {
      const { slug, userId } = request.params;
      await groups.unban(context, memberOf(request).id, slug, userId);
      return ok;
    },
  });

  pagedRoute(app, context, endpoints.getGroupRequests, {
    read: (request) =>
      groups.requests(context, memberOf(request).id, request.params.slug, request.query),
  });
  for (const [name, approve] of [
    ['approveGroupRequest', true],
    ['declineGroupRequest', false],
  ] as const) {
    route(app, context, endpoints[name], {
      handler: async (request) => {
        const { slug, userId } = request.params;
        await groups.answerRequest(context, memberOf(request).id, slug, userId, approve);
        return ok;
      },
    });
  }
  route(app, context, endpoints.inviteToGroup, {
    preHandler: membership,
    handler: async (request) => {
      await groups.invite(context, memberOf(request).id, request.params.slug, request.body.userId);
      return ok;
    },
  });
  pagedRoute(app, context, endpoints.getGroupLog, {
    read: (request) =>
      groups.groupLog(context, memberOf(request).id, request.params.slug, request.query),
  });
};
