/** Starts Quad: reads the configuration, builds the app, listens, and shuts down gracefully. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './infra/config';
import { DataFolderInUseError } from './db/data-folder-lock';
import { DrainingServer } from './http/draining-server';
import { MediaBucketError } from './infra/media/s3-storage';
import { startJobs } from './jobs/scheduler';

const main = async () => {
  const config = loadConfig();
  const app = await buildApp(config);
  const stopJobs = startJobs(app.context, app.log);
  await app.push.start();

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    stopJobs();
    try {
      // Connections are refused from here on, before any answer tells a client to reconnect.
      if (app.server instanceof DrainingServer) await app.server.stopAccepting();
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.productName} is running at ${config.publicUrl}`);
};

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataFolderInUseError ||
    error instanceof MediaBucketError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
