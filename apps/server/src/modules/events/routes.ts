/** HTTP of events: the thin routes over service.ts; the calendar feeds answer 304 when unchanged. */
import { createHash } from 'node:crypto';
import { endpoints } from '@quad/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { pagedRoute, route } from '../../http/route';
import { limitRequests } from '../../plugins/rate-limit';
import { memberOf } from '../auth/authenticate';
import { postLimits } from '../posts/rate-limits';
import * as events from './service';

/** The API's event routes, under /api/v1. */
export const registerEventRoutes = (app: FastifyInstance, context: AppContext) => {
  route(app, context, endpoints.createEvent, {
    preHandler: limitRequests(app, context.config.rateLimit, {
      ...postLimits.postsPerMember,
      key: (request) => memberOf(request).id,
    }),
    handler: (request) => events.createEvent(context, memberOf(request).id, request.body),
  });
  pagedRoute(app, context, endpoints.getEvents, {
    read: (request) => events.listEvents(context, memberOf(request).id, request.query),
  });
  route(app, context, endpoints.getEvent, {
    handler: (request) =>
      events.getEvent(context, memberOf(request).id, request.params.postId, request.query.comments),
  });
  route(app, context, endpoints.updateEvent, {
    handler: (request) =>
      events.updateEvent(context, memberOf(request).id, request.params.postId, request.body),
  });
  route(app, context, endpoints.cancelEvent, {
    handler: (request) =>
      events.cancelEvent(
        context,
        memberOf(request).id,
        request.params.postId,
        request.body.occurrence,
      ),
  });
  route(app, context, endpoints.answerEvent, {
    handler: (request) =>
      events.answerEvent(
        context,
        memberOf(request).id,
        request.params.postId,
        request.body.answer,
        request.body.occurrence,
      ),
  });
  route(app, context, endpoints.getEventGuests, {
    handler: (request) =>
      events.guests(context, memberOf(request).id, request.params.postId, request.query.occurrence),
  });
  route(app, context, endpoints.inviteToEvent, {
    handler: async (request) => {
      await events.invite(
        context,
        memberOf(request).id,
        request.params.postId,
        request.body.members,
      );
      return { success: true as const };
    },
  });
  route(app, context, endpoints.getEventCalendar, {
    handler: async (request, reply) => {
      const body = await events.eventCalendar(context, memberOf(request).id, request.params.postId);
      reply.header('content-disposition', 'attachment; filename="event.ics"');
      return body;
    },
  });
  route(app, context, endpoints.getCheckInCode, {
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return events.checkInCode(context, memberOf(request).id, request.params.postId);
    },
  });
  route(app, context, endpoints.checkIn, {
    handler: (request) =>
      events.checkIn(context, memberOf(request).id, request.params.postId, request.body.code),
  });
  route(app, context, endpoints.getAttendance, {
    handler: (request) => events.attendance(context, memberOf(request).id, request.params.postId),
  });
  route(app, context, endpoints.getAttendanceCsv, {
    handler: async (request, reply) => {
      const body = await events.attendanceCsv(context, memberOf(request).id, request.params.postId);
      reply.header('content-disposition', 'attachment; filename="attendance.csv"');
      return body;
    },
  });
  route(app, context, endpoints.getCalendarFeed, {
    handler: (request) => events.calendarFeedOf(context, memberOf(request).id),
  });
  route(app, context, endpoints.resetCalendarFeed, {
    handler: (request) => events.resetCalendarFeed(context, memberOf(request).id),
  });
  route(app, context, endpoints.revokeCalendarFeed, {
    handler: (request) => events.revokeCalendarFeed(context, memberOf(request).id),
  });
  route(app, context, endpoints.getEventPreferences, {
    handler: (request) => events.preferencesOf(context, memberOf(request).id),
  });
  route(app, context, endpoints.updateEventPreferences, {
    handler: (request) => events.updatePreferences(context, memberOf(request).id, request.body),
  });
};

/**
 * A calendar document with its validators: an ETag of its content and the time its newest event
 * changed; a client that already has it gets 304 and no body.
 */
const answerDocument = (
  request: FastifyRequest,
  reply: FastifyReply,
  document: events.CalendarDocument,
) => {
  const etag = `"${createHash('sha256').update(document.body).digest('base64url')}"`;
  const lastModified = new Date(Math.floor(document.lastModified.getTime() / 1000) * 1000);
  reply.header('etag', etag);
  reply.header('last-modified', lastModified.toUTCString());
  reply.header('cache-control', 'private, no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = request.headers['if-modified-since'];
  const unchanged =
    ifNoneMatch !== undefined
      ? ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
      : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= lastModified.getTime();
  if (unchanged) {
    reply.status(304);
    return '';
  }
  return document.body;
};

/** The calendar feeds, at the root (webcal://…/calendar/{secret}.ics). */
export const registerCalendarFeedRoutes = (app: FastifyInstance, context: AppContext) => {
  route(app, context, endpoints.calendarFeed, {
    handler: async (request, reply) =>
      answerDocument(request, reply, await events.memberFeed(context, request.params.secret)),
  });
  route(app, context, endpoints.groupCalendarFeed, {
    handler: async (request, reply) =>
      answerDocument(request, reply, await events.groupFeed(context, request.params.slug)),
  });
};
