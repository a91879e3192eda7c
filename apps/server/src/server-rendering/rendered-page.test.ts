/**
 * The order in which a drawn page goes out: its head reaches the socket before the screen is
 * rendered, so the browser fetches the app's code and styles while the server reads and draws.
 * The render holds the thread (the embedded database answers in it too), so a head left in the
 * compressor would wait for the whole page. A server entry of the test's own stands in for the
 * web app's: it notes what the page's socket had been given when the render began.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import type { ServerEntry } from '@quad/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember } from '../../test/members';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { prepareRenderedPages } from './rendered-page';

const HEAD = '<!doctype html><html lang="en"><head><title>Quad</title></head><body>';
const INDEX_HTML = `${HEAD}<div id="root"></div></body></html>`;
const SCREEN = '<main>the drawn screen</main>';

let t: TestApp;
let pages: FastifyInstance;
let origin: string;
let cookie: string;
/** The socket of the request being answered, and what it had written before it. */
let answering: { socket: Socket; before: number } | undefined;
/** Bytes of its own page each render found written to the socket when it began. */
const writtenWhenRenderBegan: number[] = [];

const entry: ServerEntry = {
  rendersPath: () => true,
  screenModules: [],
  screenModuleOf: () => undefined,
  catalogModulesOf: () => [],
  renderFirstScreen: () => {
    writtenWhenRenderBegan.push(answering ? answering.socket.bytesWritten - answering.before : 0);
    return Promise.resolve({ html: Readable.from([Buffer.from(SCREEN)]), data: '{}' });
  },
};

beforeAll(async () => {
  t = await buildTestApp();
  const member = await makeMember(t);
  cookie = `user=${encodeURIComponent(JSON.stringify({ id: member.id, token: member.token }))}`;
  pages = Fastify();
  const sendPage = prepareRenderedPages(
    t.app.context,
    entry,
    INDEX_HTML,
    (_request, reply) => reply.send('the app page'),
    new Map(),
    () => undefined,
    () => [],
  );
  pages.get('/', sendPage);
  // A connection kept alive carries the earlier pages' bytes too.
  pages.server.on('request', ({ socket }: IncomingMessage) => {
    answering = { socket, before: socket.bytesWritten };
  });
  origin = await pages.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(async () => {
  await pages?.close();
  await t?.close();
});

describe("a member's drawn page", () => {
  it.each(['br', 'gzip', 'identity'])(
    'sends its head before the screen is rendered (%s)',
    async (encoding) => {
      const response = await fetch(`${origin}/`, {
        headers: { cookie, 'accept-encoding': encoding },
      });
      // fetch decodes the page as its content-encoding says.
      expect(response.headers.get('content-encoding')).toBe(
        encoding === 'identity' ? null : encoding,
      );
      const page = await response.text();

      expect(page).toMatch(/^<!doctype html><html lang="en" dir="ltr"/);
      expect(page).toContain(`<div id="root">${SCREEN}</div>`);
      expect(
        writtenWhenRenderBegan.at(-1),
        'bytes on the socket as the render began',
      ).toBeGreaterThan(0);
    },
  );
});
