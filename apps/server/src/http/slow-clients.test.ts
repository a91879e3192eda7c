import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

/** A raw TCP client: what it sent is up to the test, what it got back is kept. */
interface RawClient {
  socket: net.Socket;
  /** Resolves when the server ends the connection: what it answered, and after how long. */
  closed: Promise<{ answer: string; afterMs: number }>;
}

const sockets: net.Socket[] = [];

const connect = (port: number): Promise<RawClient> =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    sockets.push(socket);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    // A connection the server drops at once may end with a reset.
    socket.on('error', () => {});
    const closed = new Promise<{ answer: string; afterMs: number }>((done) =>
      socket.on('close', () => done({ answer, afterMs: Date.now() - started })),
    );
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });

const TIMED_OUT = { message: 'The request took too long to arrive.' };

const expectTimedOut = (answer: string) => {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  expect(JSON.parse(body)).toEqual(TIMED_OUT);
};

let t: TestApp | undefined;
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await t?.close();
  t = undefined;
});

const listen = async (env: Record<string, string>) => {
  t = await buildTestApp({ env });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { address, port: Number(new URL(address).port) };
};

describe('slow clients', () => {
  it('are answered 408 and cut once the headers or the whole request take too long, while others are served', async () => {
    const { address, port } = await listen({
      HEADERS_TIMEOUT_SECONDS: '1',
      REQUEST_TIMEOUT_SECONDS: '2',
    });
    const silent = await connect(port);
    const slowHeaders = await connect(port);
    slowHeaders.socket.write('POST /api/v1/user/login HTTP/1.1\r\nHost: quad.test\r\n');
    const slowBody = await connect(port);
    slowBody.socket.write(
      'POST /api/v1/user/login HTTP/1.1\r\nHost: quad.test\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    // Sending a byte now and then does not keep a request alive past its limit.
    const trickle = await connect(port);
    trickle.socket.write(
      'POST /api/v1/user/login HTTP/1.1\r\nHost: quad.test\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n',
    );
    const dripping = setInterval(() => trickle.socket.write(' '), 200);

    try {
      // Normal traffic goes on meanwhile.
      for (let index = 0; index < 5; index += 1) {
        const response = await fetch(`${address}/api/v1/community`);
        expect(response.status).toBe(200);
        await response.json();
      }
      const cut = [silent, slowHeaders, slowBody, trickle].map((client) => client.socket.destroyed);
      expect(cut).toEqual([false, false, false, false]);

      for (const client of [silent, slowHeaders]) {
        const { answer, afterMs } = await client.closed;
        expectTimedOut(answer);
        expect(afterMs).toBeGreaterThanOrEqual(900);
        expect(afterMs).toBeLessThan(4_000);
      }
      for (const client of [slowBody, trickle]) {
        const { answer, afterMs } = await client.closed;
        expectTimedOut(answer);
        expect(afterMs).toBeGreaterThanOrEqual(1_900);
        expect(afterMs).toBeLessThan(5_000);
      }
    } finally {
      clearInterval(dripping);
    }
  }, 15_000);

  it(`keep at most MAX_CONNECTIONS connections, and the next ones are served once those end`, async () => {
    const { address, port } = await listen({
      HEADERS_TIMEOUT_SECONDS: '1',
      REQUEST_TIMEOUT_SECONDS: '1',
      MAX_CONNECTIONS: '3',
    });
    const held = [await connect(port), await connect(port), await connect(port)];
    await new Promise((resolve) => setTimeout(resolve, 100));

    const refused = await connect(port);
    refused.socket.write('GET /api/v1/community HTTP/1.1\r\nHost: quad.test\r\n\r\n');
    // Closed unanswered (an accepted one would get 200, or 408 after a second).
    expect((await refused.closed).answer).toBe('');

    // The held connections are cut by the headers limit; then there is room again.
    for (const client of held) expectTimedOut((await client.closed).answer);
    const response = await fetch(`${address}/api/v1/community`);
    expect(response.status).toBe(200);
  }, 15_000);
});
