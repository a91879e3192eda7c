import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      universityDomain: 'coastal.edu',
      communityName: 'CCU',
      productName: 'Quad',
      rateLimit: true,
      trustProxy: false,
      databaseUrl: undefined,
      smtpUrl: undefined,
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      maxConnections: 10_000,
    });
  });

  it('reads the time limits of a request in seconds, the headers no longer than the whole', () => {
    const config = loadConfig({ HEADERS_TIMEOUT_SECONDS: '0.5', REQUEST_TIMEOUT_SECONDS: '30' });
    expect([config.headersTimeoutMs, config.requestTimeoutMs]).toEqual([500, 30_000]);
    expect(() =>
      loadConfig({ HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '30' }),
    ).toThrow(/HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(
      /MAX_CONNECTIONS must be at least 1/,
    );
  });

  it('reads the proxies allowed to name the client', () => {
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (a: string, h: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
  });

  it('names every wrong variable', () => {
    const load = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/DATABASE_URL must start with postgres:\/\//);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).databaseUrl).toBeUndefined();
  });
});
