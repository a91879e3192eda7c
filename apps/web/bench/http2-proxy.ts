/**
 * The site over HTTP/2 with TLS, in front of the built server, as nginx serves it in production
 * (docs/deploy.md): one connection carries every request, by priority. Straight from the server,
 * HTTP/1.1 gives a browser six connections, and a script asked for after twenty photos waits for
 * one of them; a phone reaching a deployed Quad does not.
 */
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** Headers of one HTTP/1.1 connection, which HTTP/2 forbids. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
]);

const forwardable = (headers: http.IncomingHttpHeaders | http2.IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name),
    ),
  );

/** Starts the proxy on a free port of 127.0.0.1 for the server at `upstreamPort`. */
export const startHttp2Proxy = async (upstreamPort: number) => {
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const upstream = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const proxy = http2.createSecureServer({ key, cert });
  proxy.on('stream', (stream, headers) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        agent: upstream,
        method: headers[':method'],
        path: headers[':path'],
        headers: { ...forwardable(headers), host: headers[':authority'] },
      },
      (response) => {
        if (stream.destroyed) return void response.resume();
        stream.respond({ ':status': response.statusCode ?? 502, ...forwardable(response.headers) });
        response.pipe(stream);
      },
    );
    request.on('error', () => stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR));
    stream.on('error', () => request.destroy());
    stream.pipe(request);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        upstream.destroy();
        proxy.close(() => resolve());
      }),
  };
};
