/** Builds the Fastify application: plugins, the API and the web app. It never listens. */
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import webpush from 'web-push';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX } from '@quad/contract';
import type { CustomFetch } from 'openid-client';
import { registerApiReference } from './api-reference/plugin';
import type { AppContext } from './context';
import { openChannels } from './db/channels';
import { openDatabase, SERVER_TIMEOUTS, type DatabaseHandle } from './db/client';
import { applySearchLanguage } from './db/search-language';
import { answerClientError, httpServerFactory } from './http/server';
import { systemClock, type Clock } from './infra/clock';
import type { Config } from './infra/config';
import { createMailer, type Mailer } from './infra/mail';
import { keepMalformedEscapesLiteral } from './infra/literal-percent';
import { openMediaStorage } from './infra/media/open-storage';
import { defaultWebDistDir } from './infra/package-root';
import { loadSigningSecret, loadVapidKeys } from './infra/secret';
import { registerAccountRoutes } from './modules/auth/routes';
import { openSessionCache } from './modules/auth/session-cache';
import { registerBlockRoutes } from './modules/blocks/routes';
import { registerCommentRoutes } from './modules/comments/routes';
import { registerCommunityRoutes } from './modules/community/routes';
import { registerDataExportRoutes } from './modules/data-export/routes';
import { registerCalendarFeedRoutes, registerEventRoutes } from './modules/events/routes';
import { registerFriendRoutes } from './modules/friends/routes';
import { registerGroupRoutes } from './modules/groups/routes';
import { ensureCollegeGroups } from './modules/groups/service';
import { registerGroupPostRoutes } from './modules/group-posts/routes';
import { registerGroupReportRoutes } from './modules/group-reports/routes';
import { registerHashtagRoutes } from './modules/hashtags/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerMetrics } from './modules/metrics/routes';
import { openLiveHub, type LiveHub } from './modules/live/hub';
import { registerLiveRoutes } from './modules/live/routes';
import { registerMessageRoutes } from './modules/messages/routes';
import { registerModerationRoutes } from './modules/moderation/routes';
import { registerNotificationRoutes } from './modules/notifications/routes';
import { registerDeliveryRoutes } from './modules/delivery/routes';
import { registerPostRoutes } from './modules/posts/routes';
import { registerPushRoutes } from './modules/push/routes';
import { openPushWorker, type PushWorker } from './modules/push/worker';
import { registerReactionRoutes } from './modules/reactions/routes';
import { registerReportRoutes } from './modules/reports/routes';
import { registerSearchRoutes } from './modules/search/routes';
import { registerUniversitySignIn } from './modules/sso/routes';
import { registerUploadRoutes } from './modules/uploads/routes';
import { registerProfileRoutes } from './modules/users/routes';
import { registerCompression } from './plugins/compression';
import { registerCors } from './plugins/cors';
import { registerContentLanguage } from './i18n/request-language';
import { registerErrorHandler } from './plugins/error-handler';
import { registerImageUrls } from './plugins/image-urls';
import { registerMedia } from './plugins/media';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

export interface AppOverrides {
  /** An already open database (tests share one per file); closed by its owner. */
  database?: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  logger?: boolean;
  /** The HTTP client of the OpenID Connect sign-in (tests look at the provider's answers). */
  oidcFetch?: CustomFetch;
}

export type App = FastifyInstance & {
  context: AppContext;
  /** This process's open live streams. */
  live: LiveHub;
  /** This process's push worker: server.ts starts it, tests that push start it themselves. */
  push: PushWorker;
};

/** Origins other than the page's that answers may point images at (MEDIA_URL, PUBLIC_URL). */
const imageOriginsOf = (config: Config) => [
  ...new Set(
    [config.mediaUrl, config.fixedPublicUrl]
      .filter((url) => url !== undefined)
      .map((url) => new URL(url).origin),
  ),
];

/**
 * Fastify hands a request without a body to the body's validator as null; the contract's schemas
 * say "may be left out" with undefined, so a body they allow to be left out can be.
 */
const withoutBodyAsUndefined: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === 'body' ? (data) => validate(data ?? undefined) : validate;
};

export const buildApp = async (config: Config, overrides: AppOverrides = {}): Promise<App> => {
  const app = Fastify({
    logger: overrides.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Ids are UUIDs and search terms are short; long paths are refused early.
    routerOptions: { maxParamLength: 500 },
    rewriteUrl: keepMalformedEscapesLiteral,
    serverFactory: httpServerFactory(config),
    // While the server drains (http/draining-server.ts), a request that arrives on an open
    // connection is answered, with `Connection: close`, rather than refused with 503.
    return503OnClosing: false,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(withoutBodyAsUndefined);
  app.setSerializerCompiler(serializerCompiler);

  // First: a bucket that cannot be used stops the start before anything else is opened.
  const media = await openMediaStorage(config);
  app.addHook('onClose', async () => media.close());

  const database =
    overrides.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
      pgliteDir: path.join(config.dataDir, 'db'),
      timeouts: SERVER_TIMEOUTS,
      onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost'),
      onMigrationWait: () => app.log.info("waiting for another server's migrations"),
    }));
  if (!overrides.database) app.addHook('onClose', () => database.close());

  const mailer =
    overrides.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger: app.log,
    });
  app.addHook('onClose', async () => mailer.close());
  const channels = await openChannels(database.db, (error) =>
    app.log.warn({ err: error }, 'database listening connection lost'),
  );
  app.addHook('onClose', () => channels.close());
  const sessions = await openSessionCache(channels, database.db);

  const context: AppContext = {
    config,
    db: database.db,
    clock: overrides.clock ?? systemClock,
    mailer,
    media,
    secret: loadSigningSecret(config.jwtSecret, config.dataDir),
    vapid: loadVapidKeys(config.vapid, config.dataDir, () => webpush.generateVAPIDKeys()),
    sessions,
    log: app.log,
  };
  app.decorate('context', context);
  // One College group per college, made by whichever process starts first.
  await ensureCollegeGroups(context);
  // Posts and events are stemmed in the campus's language (rebuilt once when it changes).
  await applySearchLanguage(context.db, config.searchLanguage);
  const live = await openLiveHub(context, channels);
  app.decorate('live', live);
  // A stream never ends by itself: they are ended before the server waits for its requests.
  app.addHook('preClose', async () => live.endAll());
  const push = openPushWorker(context, channels);
  app.decorate('push', push);
  // The pushes in flight finish (each within PUSH_TIMEOUT_SECONDS) before the database closes.
  app.addHook('preClose', () => push.stop());

  registerErrorHandler(app, config.productName);
  registerContentLanguage(app);
  // First, so that every route registered after it is measured.
  registerMetrics(app, context);
  registerImageUrls(app, config);
  registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    imageOrigins: imageOriginsOf(config),
  });
  await registerRateLimit(app, {
    enabled: config.rateLimit,
    db: context.db,
    clock: context.clock,
    redisUrl: config.redisUrl,
  });

  registerHealthRoutes(app, context);
  registerCalendarFeedRoutes(app, context);
  await app.register(
    async (api) => {
      await registerCompression(api);
      await registerCors(api, config.corsOrigins);
      registerCommunityRoutes(api, context);
      registerAccountRoutes(api, context);
      await registerUniversitySignIn(api, context, { fetch: overrides.oidcFetch });
      registerDataExportRoutes(api, context);
      registerProfileRoutes(api, context);
      registerFriendRoutes(api, context);
      registerBlockRoutes(api, context);
      registerSearchRoutes(api, context);
      registerUploadRoutes(api, context);
      registerPostRoutes(api, context);
      registerGroupPostRoutes(api, context);
      registerGroupReportRoutes(api, context);
      registerCommentRoutes(api, context);
      registerHashtagRoutes(api, context);
      registerReactionRoutes(api, context);
      registerNotificationRoutes(api, context);
      registerDeliveryRoutes(api, context);
      registerPushRoutes(api, context);
      registerLiveRoutes(api, context, live);
      registerMessageRoutes(api, context);
      registerModerationRoutes(api, context);
      registerReportRoutes(api, context);
      registerEventRoutes(api, context);
      registerGroupRoutes(api, context);
    },
    { prefix: API_PREFIX },
  );

  registerApiReference(app, context);
  await registerMedia(app, media);

  await registerWebApp(app, config.webDistDir ?? defaultWebDistDir, config, context);
  return app as unknown as App;
};
