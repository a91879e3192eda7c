import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { answerClientError, httpServerFactory } from './server';

/** A raw TCP client: what it sent is up to the test, what it got back is kept. */
interface RawClient {
  socket: net.Socket;
  /**
   * Resolves when the connection ends: what the server answered, after how long, and the error
   * the connection ended with (a reset), if any.
   */
  closed: Promise<{ answer: string; afterMs: number; error: Error | undefined }>;
}

const sockets: net.Socket[] = [];

/** allowHalfOpen: the client goes on sending once the server has ended its side. */
const connect = (port: number, { allowHalfOpen = false } = {}): Promise<RawClient> =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen });
    sockets.push(socket);
    let answer = '';
    let error: Error | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    // A connection the server drops at once may end with a reset: kept for the test to see.
    socket.on('error', (reset) => (error = reset));
    const closed = new Promise<{ answer: string; afterMs: number; error: Error | undefined }>(
      (done) => socket.on('close', () => done({ answer, afterMs: Date.now() - started, error })),
    );
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });

/** An answer's status line, headers and JSON body. */
const parseAnswer = (answer: string) => {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headers] = head.split('\r\n');
  return { statusLine, headers: headers.map((line) => line.toLowerCase()), body: JSON.parse(body) };
};

const TIMED_OUT = { message: 'The request took too long to arrive.' };

const expectTimedOut = (answer: string, message = TIMED_OUT) => {
  const { statusLine, body } = parseAnswer(answer);
  expect(statusLine).toBe('HTTP/1.1 408 Request Timeout');
  expect(body).toEqual(message);
};

const loginHead = (contentLength: number, headers = '') =>
  'POST /api/v1/user/login HTTP/1.1\r\nHost: quad.test\r\n' +
  `Content-Type: application/json\r\nContent-Length: ${contentLength}\r\n${headers}\r\n`;

/**
 * A request line of 60 KB, sent whole before reading as HTTP clients do, in the pieces a network
 * delivers; the server refuses it after 16 KB.
 */
const sendLongUrl = async (client: RawClient) => {
  const request = `GET /api/v1/user/getProfile/${'a'.repeat(60_000)} HTTP/1.1\r\nHost: quad.test\r\n\r\n`;
  for (let start = 0; start < request.length && !client.socket.destroyed; start += 4_000) {
    client.socket.write(request.slice(start, start + 4_000));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  client.socket.end();
};

let t: TestApp | undefined;
const servers: http.Server[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) server.close();
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
    slowBody.socket.write(`${loginHead(100)}{"email":`);
    // Sending a byte now and then does not keep a request alive past its limit.
    const trickle = await connect(port);
    trickle.socket.write(loginHead(100));
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
  }, 30_000);

  it('are answered 408 and cut once no byte of their body arrived for BODY_IDLE_TIMEOUT_SECONDS, while a slow body that keeps coming is read', async () => {
    const { port } = await listen({
      HEADERS_TIMEOUT_SECONDS: '1',
      BODY_IDLE_TIMEOUT_SECONDS: '1',
      REQUEST_TIMEOUT_SECONDS: '10',
    });
    const stalled = await Promise.all(Array.from({ length: 50 }, () => connect(port)));
    for (const client of stalled) client.socket.write(`${loginHead(100)}{"email":`);
    // One byte every 300 ms: the whole body takes over three idle limits, yet is never idle.
    const body = '{"email":""}';
    const slow = await connect(port);
    slow.socket.write(loginHead(body.length, 'Connection: close\r\n'));
    let sent = 0;
    const dripping = setInterval(() => {
      slow.socket.write(body.charAt(sent));
      sent += 1;
      if (sent === body.length) clearInterval(dripping);
    }, 300);

    try {
      const cut = await Promise.all(stalled.map((client) => client.closed));
      for (const { answer, afterMs } of cut) {
        expectTimedOut(answer, { message: 'The request body stopped arriving.' });
        expect(afterMs).toBeGreaterThanOrEqual(900);
        expect(afterMs).toBeLessThan(3_000);
      }
      expect(slow.socket.destroyed).toBe(false);

      const { answer, afterMs } = await slow.closed;
      expect(afterMs).toBeGreaterThanOrEqual(3_000);
      // The login form itself is refused: the request was read to its end.
      const { statusLine, body: answerBody } = parseAnswer(answer);
      expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
      expect(answerBody).toEqual({ message: expect.any(String) });
    } finally {
      clearInterval(dripping);
    }
  });

  it('are not cut for the time the server itself does not read their body', async () => {
    const size = 4_000_000;
    const server = httpServerFactory({
      headersTimeoutMs: 1_000,
      requestTimeoutMs: 10_000,
      bodyIdleTimeoutMs: 1_000,
      maxConnections: 10,
    })((request, response) => {
      // Busy for three idle limits: the client's bytes wait in the buffers meanwhile.
      request.pause();
      let read = 0;
      setTimeout(() => {
        request.on('data', (chunk: Buffer) => (read += chunk.length));
        request.on('end', () => response.end(`read ${read}`));
        request.resume();
      }, 3_000);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = await connect((server.address() as net.AddressInfo).port);
    client.socket.write(
      `POST / HTTP/1.1\r\nHost: quad.test\r\nConnection: close\r\nContent-Length: ${size}\r\n\r\n`,
    );
    client.socket.write(Buffer.alloc(size));

    expect((await client.closed).answer).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*read 4000000$/);
  });

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

describe('requests Node cannot read', () => {
  it('are answered with their status, a JSON message and Connection: close, without a reset while the client still sends', async () => {
    const { port } = await listen({});
    const client = await connect(port, { allowHalfOpen: true });
    await sendLongUrl(client);

    const { answer, error } = await client.closed;
    expect(error).toBeUndefined();
    const { statusLine, headers, body } = parseAnswer(answer);
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(headers).toContain('connection: close');
    expect(headers).toContain('content-type: application/json; charset=utf-8');
    expect(body).toEqual({ message: 'The request line or headers are too large.' });
  });

  it('are answered 431 on a kept-alive connection that has answered a request before', async () => {
    const { port } = await listen({});
    const client = await connect(port, { allowHalfOpen: true });
    let received = '';
    client.socket.on('data', (chunk: string) => (received += chunk));
    client.socket.write('GET /api/v1/community HTTP/1.1\r\nHost: quad.test\r\n\r\n');
    // The first answer, whole, before the next request is sent on the same connection.
    const first = await new Promise<string>((resolve) => {
      const check = () => {
        const match = /\r\ncontent-length: (\d+)\r\n/i.exec(received);
        const end = received.indexOf('\r\n\r\n');
        if (match && end >= 0 && received.length >= end + 4 + Number(match[1])) {
          client.socket.off('data', check);
          resolve(received);
        }
      };
      client.socket.on('data', check);
    });
    expect(first).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(first.toLowerCase()).not.toContain('connection: close');

    await sendLongUrl(client);

    const { answer, error } = await client.closed;
    expect(error).toBeUndefined();
    expect(answer.startsWith(first)).toBe(true);
    const { statusLine, headers, body } = parseAnswer(answer.slice(first.length));
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(headers).toContain('connection: close');
    expect(body).toEqual({ message: 'The request line or headers are too large.' });
  });

  it('end the connection without a second answer while part of an answer went out', async () => {
    const server = httpServerFactory({
      headersTimeoutMs: 1_000,
      requestTimeoutMs: 10_000,
      bodyIdleTimeoutMs: 1_000,
      maxConnections: 10,
    })((_request, response) => {
      // Half an answer, the rest of which never comes.
      response.writeHead(200, { 'Content-Length': 10 });
      response.write('12345');
    });
    const log = { debug: () => undefined };
    server.on('clientError', answerClientError.bind({ server, log } as unknown as FastifyInstance));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = await connect((server.address() as net.AddressInfo).port);
    let received = '';
    client.socket.on('data', (chunk: string) => {
      received += chunk;
      // Pipelined: an unreadable request once the first answer has begun.
      if (received.endsWith('12345')) client.socket.write('GET / HTTP/1.7\r\n\r\n');
    });
    client.socket.write('GET / HTTP/1.1\r\nHost: quad.test\r\n\r\n');

    const { answer } = await client.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*\r\n\r\n12345$/);
  });

  it.each([
    {
      problem: 'an invalid Content-Length',
      request: 'GET / HTTP/1.1\r\nHost: quad.test\r\nContent-Length: x\r\n\r\n',
      status: 400,
      message: 'The request is malformed.',
    },
    {
      problem: 'an unknown HTTP version',
      request: 'GET / HTTP/1.7\r\nHost: quad.test\r\n\r\n',
      status: 505,
      message: "The request's HTTP version is not supported.",
    },
    {
      problem: 'chunk extensions over 16 KB',
      request:
        'POST /api/v1/user/login HTTP/1.1\r\nHost: quad.test\r\nTransfer-Encoding: chunked\r\n\r\n' +
        `5;${'a'.repeat(20_000)}\r\n`,
      status: 413,
      message: "The request's chunk extensions are too large.",
    },
  ])('$problem is answered $status', async ({ request, status, message }) => {
    const { port } = await listen({});
    const client = await connect(port);
    client.socket.write(request);
    const { statusLine, headers, body } = parseAnswer((await client.closed).answer);
    expect(statusLine).toBe(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`);
    expect(headers).toContain('connection: close');
    expect(body).toEqual({ message });
  });
});
