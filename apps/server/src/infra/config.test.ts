import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { POOL_SIZE } from '../db/pool';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      fixedPublicUrl: undefined,
      mediaUrl: undefined,
      s3: undefined,
      corsOrigins: [],
      universityDomain: 'coastal.edu',
      communityName: 'CCU',
      productName: 'Quad',
      rateLimit: true,
      trustProxy: false,
      databaseUrl: undefined,
      smtpUrl: undefined,
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      bodyIdleTimeoutMs: 30_000,
      maxConnections: 10_000,
    });
  });

  it('reads the university sign-in settings with their defaults', () => {
    expect(loadConfig({})).toMatchObject({ oidc: undefined, saml: undefined, ssoOnly: false });
    const config = loadConfig({
      PUBLIC_URL: 'https://quad.coastal.edu',
      OIDC_ISSUER: 'https://sso.coastal.edu/realms/campus/',
      OIDC_CLIENT_ID: 'quad',
      SAML_IDP_METADATA_FILE: 'idp.xml',
      SSO_ONLY: 'true',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://sso.coastal.edu/realms/campus/',
      clientId: 'quad',
      clientSecret: undefined,
      displayName: 'your university',
      scopes: 'openid email profile',
    });
    expect(config.saml).toMatchObject({
      spEntityId: 'https://quad.coastal.edu/api/v1/auth/saml/metadata',
      displayName: 'your university',
      allowIdpInitiated: false,
      spKeyFile: undefined,
    });
    expect(config.ssoOnly).toBe(true);
  });

  it('allows an http:// issuer only on this machine, and refuses half a sign-in setting', () => {
    expect(
      loadConfig({ OIDC_ISSUER: 'http://127.0.0.1:9090', OIDC_CLIENT_ID: 'quad-local' }).oidc
        ?.issuer,
    ).toBe('http://127.0.0.1:9090');
    expect(() =>
      loadConfig({ OIDC_ISSUER: 'http://sso.coastal.edu', OIDC_CLIENT_ID: 'quad' }),
    ).toThrow(/OIDC_ISSUER must be an https:\/\/ URL/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://sso.coastal.edu' })).toThrow(
      /OIDC_CLIENT_ID must be set/,
    );
    expect(() =>
      loadConfig({ SAML_IDP_METADATA_FILE: 'a.xml', SAML_SP_KEY_FILE: 'k.pem' }),
    ).toThrow(/SAML_SP_KEY_FILE and SAML_SP_CERT_FILE are set together/);
    expect(() =>
      loadConfig({ SAML_IDP_METADATA_FILE: 'a.xml', SAML_SP_ENCRYPTION_CERT_FILE: 'c.pem' }),
    ).toThrow(/SAML_SP_ENCRYPTION_KEY_FILE and SAML_SP_ENCRYPTION_CERT_FILE are set together/);
    expect(() => loadConfig({ SSO_ONLY: 'true' })).toThrow(/SSO_ONLY needs/);
    expect(() => loadConfig({ SSO_ONLY: 'yes' })).toThrow(/SSO_ONLY: must be true or false/);
  });

  it('shows a self-harm report the campus support contact, naming the support address unless set', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'help@coastal.edu' }).crisisSupport).toBe(
      'If you or someone you know is struggling, you can call or text 988 (Suicide & Crisis Lifeline), any time, or reach campus counselling through help@coastal.edu.',
    );
    const contact = 'Call Coastal Counselling on 555-0100, day and night.';
    expect(loadConfig({ CRISIS_SUPPORT: `  ${contact} ` }).crisisSupport).toBe(contact);
    expect(loadConfig({ CRISIS_SUPPORT: ' ' }).crisisSupport).toMatch(/support@quad\.example\.$/);
  });

  it('reads the Web Push keys together, and their subject from MAIL_FROM unless set', () => {
    const keys = webpush.generateVAPIDKeys();
    expect(loadConfig({ MAIL_FROM: 'Quad <quad@coastal.edu>' }).vapid).toEqual({
      publicKey: undefined,
      privateKey: undefined,
      subject: 'mailto:quad@coastal.edu',
    });
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: 'https://quad.coastal.edu/contact',
      }).vapid,
    ).toEqual({ ...keys, subject: 'https://quad.coastal.edu/contact' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together/,
    );
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY must be 65 bytes in base64url/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://quad.coastal.edu' })).toThrow(
      /VAPID_SUBJECT must be a mailto: address or an https:\/\/ URL/,
    );
    expect(loadConfig({ PUSH_TIMEOUT_SECONDS: '2.5' }).pushTimeoutMs).toBe(2_500);
  });

  it('reads the time limits of a request in seconds, the headers no longer than the whole', () => {
    const config = loadConfig({ HEADERS_TIMEOUT_SECONDS: '0.5', REQUEST_TIMEOUT_SECONDS: '30' });
    expect([config.headersTimeoutMs, config.requestTimeoutMs]).toEqual([500, 30_000]);
    expect(loadConfig({ BODY_IDLE_TIMEOUT_SECONDS: '2.5' }).bodyIdleTimeoutMs).toBe(2_500);
    expect(() => loadConfig({ BODY_IDLE_TIMEOUT_SECONDS: '0' })).toThrow(
      /BODY_IDLE_TIMEOUT_SECONDS must be a number of seconds above 0/,
    );
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

  it('reads the public and media URLs without trailing slashes', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://quad.example.edu/',
      MEDIA_URL: 'https://cdn.example.net/quad//',
    });
    expect(config).toMatchObject({
      publicUrl: 'https://quad.example.edu',
      fixedPublicUrl: 'https://quad.example.edu',
      mediaUrl: 'https://cdn.example.net/quad',
    });
    expect(() => loadConfig({ MEDIA_URL: 'ftp://cdn.example.net' })).toThrow(
      /MEDIA_URL must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'quad.example.edu' })).toThrow(/PUBLIC_URL/);
  });

  it('reads the origins allowed to call the API, exact origins only', () => {
    expect(
      loadConfig({ CORS_ORIGINS: 'https://app.example.edu, http://localhost:5173' }).corsOrigins,
    ).toEqual(['https://app.example.edu', 'http://localhost:5173']);
    for (const wrong of ['*', 'app.example.edu', 'https://app.example.edu/', 'https://a.edu/x']) {
      expect(() => loadConfig({ CORS_ORIGINS: wrong }), wrong).toThrow(/CORS_ORIGINS must be/);
    }
  });

  it('names every wrong variable', () => {
    const load = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/DATABASE_URL must start with postgres:\/\//);
  });

  it('reads the metrics token, long enough not to be guessed', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' 0123456789abcdef ' }).metricsToken).toBe(
      '0123456789abcdef',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
  });

  it('keeps media in a bucket when S3_BUCKET is set, with the keys or the AWS SDK’s own', () => {
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_BUCKET: 'quad-media',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI',
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'quad-media',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI' },
    });
    expect(loadConfig({ S3_BUCKET: 'quad-media', S3_ACCESS_KEY_ID: ' ' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'quad-media',
      region: 'us-east-1',
      credentials: undefined,
    });
  });

  it('refuses half an S3 configuration, naming the variable to set', () => {
    expect(() => loadConfig({ S3_BUCKET: 'quad-media', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY must be set with S3_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'quad-media', S3_SECRET_ACCESS_KEY: 'x' })).toThrow(
      /S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID must be set with S3_SECRET_ACCESS_KEY/,
    );
    expect(() =>
      loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' }),
    ).toThrow(
      /S3_BUCKET: S3_BUCKET must be set to keep media in a bucket \(S3_ENDPOINT, S3_ACCESS_KEY_ID are set\)/,
    );
    expect(() => loadConfig({ S3_REGION: 'eu-west-3' })).toThrow(
      /S3_BUCKET must be set to keep media in a bucket \(S3_REGION is set\)/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Quad_Media' })).toThrow(
      /S3_BUCKET must be a bucket name/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'quad-media', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/,
    );
  });

  it('sizes the database pool from DATABASE_POOL_SIZE, a whole number from 1 to 100', () => {
    expect(loadConfig({}).databasePoolSize).toBe(POOL_SIZE);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE must be at least 1/,
    );
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '2.5' })).toThrow(
      /DATABASE_POOL_SIZE must be a whole number/,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).databaseUrl).toBeUndefined();
  });
});
