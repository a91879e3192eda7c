import config from './vitest.config';

if (!process.env.DATABASE_URL) {
  throw new Error(
    'npm run test:pg runs the server tests on PostgreSQL and needs DATABASE_URL, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:pg -w @quad/server\n' +
      'The tests create and drop their own databases on that server.',
  );
}

export default config;
