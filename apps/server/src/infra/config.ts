/** Configuration: read and validated once at start-up (DESIGN.md, Configuration). */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_COMMUNITY, defaultCrisisSupport } from '@quad/contract';
import { POOL_SIZE } from '../db/pool';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** An http(s) URL, kept without trailing slashes so paths can be appended. */
const baseUrl = (name: string) =>
  optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: `${name} must be an http:// or https:// URL` })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  );

/** Exact origins only (scheme, host, port: what a browser sends in Origin), comma-separated. */
const originList = optionalText.pipe(
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((origins) => origins.every(isOrigin), {
      message: 'CORS_ORIGINS must be origins such as https://app.example.edu, separated by commas',
    })
    .optional(),
);

function isOrigin(value: string) {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

/** An http:// issuer is allowed only on this machine (the local test provider of `npm run idp`). */
export const isSecureOrLocal = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return (
    protocol === 'https:' ||
    (protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname))
  );
};

/** S3's rule for bucket names, which S3-compatible servers follow too. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const S3_REGION_DEFAULT = 'us-east-1';

const seconds = (name: string) =>
  z.coerce.number().positive(`${name} must be a number of seconds above 0`);

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false'], { error: 'must be true or false' }))
  .default('false')
  .transform((value) => value === 'true');

const DEFAULT_PROVIDER_NAME = 'your university';

/** A base64url key of `bytes` bytes (VAPID's public key is 65, its private key 32). */
const base64urlKey = (name: string, bytes: number) =>
  optionalText.pipe(
    z
      .string()
      .refine(
        (value) =>
          /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
        `${name} must be ${bytes} bytes in base64url (npx web-push generate-vapid-keys)`,
      )
      .optional(),
  );

/** The address inside MAIL_FROM ("Quad <no-reply@quad.example>"). */
const addressOf = (mailFrom: string) => /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
        .optional(),
    ),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Quad <no-reply@localhost>'),
    PUBLIC_URL: baseUrl('PUBLIC_URL'),
    MEDIA_URL: baseUrl('MEDIA_URL'),
    CORS_ORIGINS: originList,
    S3_ENDPOINT: baseUrl('S3_ENDPOINT'),
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(
          BUCKET_NAME,
          'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
        )
        .optional(),
    ),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    JWT_SECRET: optionalText.pipe(
      z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    ),
    UNIVERSITY_DOMAIN: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'UNIVERSITY_DOMAIN must be a domain like coastal.edu')
      .default(DEFAULT_COMMUNITY.universityDomain),
    COMMUNITY_NAME: z.string().trim().min(1).default(DEFAULT_COMMUNITY.communityName),
    PRODUCT_NAME: z.string().trim().min(1).default(DEFAULT_COMMUNITY.productName),
    SUPPORT_EMAIL: z
      .email('SUPPORT_EMAIL must be an e-mail address')
      .default(DEFAULT_COMMUNITY.supportEmail),
    CRISIS_SUPPORT: optionalText,
    DEFAULT_FRIEND_EMAIL: optionalText.pipe(z.email().optional()),
    MODERATOR_EMAILS: optionalText.pipe(
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((entry) => entry.trim().toLowerCase())
            .filter(Boolean),
        )
        .refine((emails) => emails.every((email) => z.email().safeParse(email).success), {
          message: 'MODERATOR_EMAILS must be e-mail addresses separated by commas',
        })
        .optional(),
    ),
    RATE_LIMIT: z.enum(['on', 'off']).default('on'),
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis://')
        .optional(),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    ),
    // Kept exactly as written: the discovery document must name the same issuer.
    OIDC_ISSUER: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, error: 'OIDC_ISSUER must be an http:// or https:// URL' })
        .optional(),
    ),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_DISPLAY_NAME: optionalText,
    OIDC_SCOPES: optionalText,
    SAML_IDP_METADATA_FILE: optionalText,
    SAML_IDP_METADATA_URL: baseUrl('SAML_IDP_METADATA_URL'),
    SAML_SP_ENTITY_ID: optionalText,
    SAML_SP_KEY_FILE: optionalText,
    SAML_SP_CERT_FILE: optionalText,
    SAML_SP_ENCRYPTION_KEY_FILE: optionalText,
    SAML_SP_ENCRYPTION_CERT_FILE: optionalText,
    SAML_DISPLAY_NAME: optionalText,
    SAML_ALLOW_IDP_INITIATED: flag,
    SSO_ONLY: flag,
    WEB_DIST_DIR: optionalText,
    TRUST_PROXY: optionalText,
    HEADERS_TIMEOUT_SECONDS: seconds('HEADERS_TIMEOUT_SECONDS').default(20),
    REQUEST_TIMEOUT_SECONDS: seconds('REQUEST_TIMEOUT_SECONDS').default(120),
    BODY_IDLE_TIMEOUT_SECONDS: seconds('BODY_IDLE_TIMEOUT_SECONDS').default(30),
    TIME_ZONE: z
      .string()
      .trim()
      .refine(isTimeZone, 'TIME_ZONE must be an IANA time zone such as America/New_York')
      .default('America/New_York'),
    VAPID_PUBLIC_KEY: base64urlKey('VAPID_PUBLIC_KEY', 65),
    VAPID_PRIVATE_KEY: base64urlKey('VAPID_PRIVATE_KEY', 32),
    VAPID_SUBJECT: optionalText.pipe(
      z
        .string()
        .regex(
          /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/,
          'VAPID_SUBJECT must be a mailto: address or an https:// URL',
        )
        .optional(),
    ),
    PUSH_TIMEOUT_SECONDS: seconds('PUSH_TIMEOUT_SECONDS').default(10),
    EVENT_REMINDERS_EVERY_SECONDS: seconds('EVENT_REMINDERS_EVERY_SECONDS').default(60),
    SEARCH_LANGUAGE: z
      .string()
      .trim()
      .regex(
        /^[a-z_][a-z0-9_]{0,62}$/,
        'SEARCH_LANGUAGE must name a PostgreSQL text search configuration such as english',
      )
      .default('english'),
    EMAIL_DELAY_MINUTES: z.coerce
      .number()
      .min(0, 'EMAIL_DELAY_MINUTES must be a number of minutes, 0 or more')
      .default(10),
    DIGEST_HOUR: z.coerce
      .number()
      .int('DIGEST_HOUR must be a whole hour from 0 to 23')
      .min(0, 'DIGEST_HOUR must be a whole hour from 0 to 23')
      .max(23, 'DIGEST_HOUR must be a whole hour from 0 to 23')
      .default(8),
    EMAILS_EVERY_SECONDS: seconds('EMAILS_EVERY_SECONDS').default(60),
    DATABASE_POOL_SIZE: z.coerce
      .number()
      .int('DATABASE_POOL_SIZE must be a whole number')
      .min(1, 'DATABASE_POOL_SIZE must be at least 1')
      .max(100, 'DATABASE_POOL_SIZE must be at most 100')
      .default(POOL_SIZE),
    MAX_CONNECTIONS: z.coerce
      .number()
      .int('MAX_CONNECTIONS must be a whole number')
      .min(1, 'MAX_CONNECTIONS must be at least 1')
      .default(10_000),
  })
  .refine((vars) => vars.HEADERS_TIMEOUT_SECONDS <= vars.REQUEST_TIMEOUT_SECONDS, {
    path: ['HEADERS_TIMEOUT_SECONDS'],
    message: 'HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS',
  })
  .superRefine((vars, context) => {
    // Half an S3 configuration would quietly keep media on disk, or sign with half a key.
    const s3Vars = [
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ] as const;
    const setS3Vars = s3Vars.filter((name) => vars[name] !== undefined);
    if (!vars.S3_BUCKET && setS3Vars.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `S3_BUCKET must be set to keep media in a bucket (${setS3Vars.join(', ')} ${setS3Vars.length > 1 ? 'are' : 'is'} set)`,
      });
    }
    if (vars.OIDC_ISSUER && !vars.OIDC_CLIENT_ID) {
      context.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'OIDC_CLIENT_ID must be set with OIDC_ISSUER',
      });
    }
    if (vars.OIDC_ISSUER && !isSecureOrLocal(vars.OIDC_ISSUER)) {
      context.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER must be an https:// URL (http:// only on localhost or 127.0.0.1)',
      });
    }
    if (vars.SAML_IDP_METADATA_FILE && vars.SAML_IDP_METADATA_URL) {
      context.addIssue({
        code: 'custom',
        path: ['SAML_IDP_METADATA_URL'],
        message: 'Set SAML_IDP_METADATA_FILE or SAML_IDP_METADATA_URL, not both',
      });
    }
    if (Boolean(vars.SAML_SP_KEY_FILE) !== Boolean(vars.SAML_SP_CERT_FILE)) {
      context.addIssue({
        code: 'custom',
        path: [vars.SAML_SP_KEY_FILE ? 'SAML_SP_CERT_FILE' : 'SAML_SP_KEY_FILE'],
        message: 'SAML_SP_KEY_FILE and SAML_SP_CERT_FILE are set together',
      });
    }
    if (Boolean(vars.SAML_SP_ENCRYPTION_KEY_FILE) !== Boolean(vars.SAML_SP_ENCRYPTION_CERT_FILE)) {
      context.addIssue({
        code: 'custom',
        path: [
          vars.SAML_SP_ENCRYPTION_KEY_FILE
            ? 'SAML_SP_ENCRYPTION_CERT_FILE'
            : 'SAML_SP_ENCRYPTION_KEY_FILE',
        ],
        message: 'SAML_SP_ENCRYPTION_KEY_FILE and SAML_SP_ENCRYPTION_CERT_FILE are set together',
      });
    }
    if (
      vars.SSO_ONLY &&
      !vars.OIDC_ISSUER &&
      !vars.SAML_IDP_METADATA_FILE &&
      !vars.SAML_IDP_METADATA_URL
    ) {
      context.addIssue({
        code: 'custom',
        path: ['SSO_ONLY'],
        message: 'SSO_ONLY needs OIDC_ISSUER or SAML_IDP_METADATA_FILE/SAML_IDP_METADATA_URL',
      });
    }
    if (Boolean(vars.VAPID_PUBLIC_KEY) !== Boolean(vars.VAPID_PRIVATE_KEY)) {
      context.addIssue({
        code: 'custom',
        path: [vars.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
      });
    }
    if (vars.S3_ACCESS_KEY_ID && !vars.S3_SECRET_ACCESS_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_SECRET_ACCESS_KEY must be set with S3_ACCESS_KEY_ID',
      });
    }
    if (vars.S3_SECRET_ACCESS_KEY && !vars.S3_ACCESS_KEY_ID) {
      context.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID must be set with S3_SECRET_ACCESS_KEY',
      });
    }
  });

/**
 * Which proxies may name the client in X-Forwarded-For: unset trusts none (the client address
 * is the connection's, so nobody can dodge per-address limits with a header), a number trusts
 * that many hops, anything else is a list of addresses or subnets (e.g. "loopback, 10.0.0.0/8").
 */
type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

const trustProxyOf = (value: string | undefined): TrustProxy => {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
};

/** An S3-compatible bucket for media (AWS S3, Cloudflare R2, MinIO, …). */
export interface S3Config {
  /** The server's URL; unset: AWS S3 in `region`. Set, buckets are addressed by path. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the AWS SDK's own sources (AWS_* variables, shared files, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** The university's OpenID Connect provider. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  /** Unset: a public client, PKCE only. */
  clientSecret: string | undefined;
  displayName: string;
  scopes: string;
}

/** The university's SAML 2.0 identity provider, and Quad as its service provider. */
export interface SamlConfig {
  idpMetadataFile: string | undefined;
  idpMetadataUrl: string | undefined;
  spEntityId: string;
  /** Unset: a key pair generated once in DATA_DIR. */
  spKeyFile: string | undefined;
  spCertFile: string | undefined;
  /** The key encrypted assertions are opened with; unset: another pair generated once in DATA_DIR. */
  spEncryptionKeyFile: string | undefined;
  spEncryptionCertFile: string | undefined;
  displayName: string;
  allowIdpInitiated: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process holds at most. */
  databasePoolSize: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the app is: links in e-mails. */
  publicUrl: string;
  /**
   * PUBLIC_URL as set. Unset, the image URLs in answers follow the origin each request came to
   * (a phone that opens the app by the machine's LAN address sees every image).
   */
  fixedPublicUrl: string | undefined;
  /** Where clients fetch uploaded media (/media/…) from, instead of the app's origin: a CDN. */
  mediaUrl: string | undefined;
  /** Where media are kept when not in DATA_DIR/media: set by S3_BUCKET. */
  s3: S3Config | undefined;
  /** Origins whose pages may call the API from a browser; none: same origin only. */
  corsOrigins: string[];
  jwtSecret: string | undefined;
  universityDomain: string;
  communityName: string;
  productName: string;
  supportEmail: string;
  /** The support contact a self-harm report shows the reporter. */
  crisisSupport: string;
  defaultFriendEmail: string | undefined;
  /** Members who are moderators by their e-mail (lowercase), besides the moderators table. */
  moderatorEmails: string[];
  rateLimit: boolean;
  redisUrl: string | undefined;
  logLevel: string;
  /** The bearer token Prometheus scrapes /metrics with; unset, /metrics is not served. */
  metricsToken: string | undefined;
  /** University sign-in by OpenID Connect; unset: none. */
  oidc: OidcConfig | undefined;
  /** University sign-in by SAML 2.0; unset: none. */
  saml: SamlConfig | undefined;
  /** Only university sign-in (members of MODERATOR_EMAILS keep their password log-in). */
  ssoOnly: boolean;
  /** The built web app; unset means the app's own build folder. */
  webDistDir: string | undefined;
  trustProxy: TrustProxy;
  /** How long a client may take to send a request's headers, then the whole request (408). */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** How long a request's body may go without a byte arriving (408). */
  bodyIdleTimeoutMs: number;
  /** Connections one process keeps open at most; more are closed as they arrive. */
  maxConnections: number;
  /** The community's IANA time zone: events are made in it. */
  timeZone: string;
  /** How often a server process looks for event reminders to send. */
  eventRemindersEveryMs: number;
  /** Web Push: the VAPID key pair (unset: one generated once in DATA_DIR) and its contact. */
  vapid: VapidConfig;
  /** How long a push service may take to answer one push. */
  pushTimeoutMs: number;
  /** The PostgreSQL text search configuration that stems posts, events and queries. */
  searchLanguage: string;
  /** How long a notification or message stays unread before it is e-mailed (0: at once). */
  emailDelayMs: number;
  /** The hour (in `timeZone`) the daily and weekly digests go out. */
  digestHour: number;
  /** How often a server process looks for notification e-mails and digests to send. */
  emailsEveryMs: number;
}

export interface VapidConfig {
  /** Both set or neither (base64url, as web-push makes them). */
  publicKey: string | undefined;
  privateKey: string | undefined;
  /** A mailto: or https: contact for the push services: VAPID_SUBJECT, or mailto: MAIL_FROM. */
  subject: string;
}

export class ConfigError extends Error {}

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  const publicUrl = vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`;
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: path.resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    publicUrl,
    fixedPublicUrl: vars.PUBLIC_URL,
    mediaUrl: vars.MEDIA_URL,
    s3: vars.S3_BUCKET
      ? {
          endpoint: vars.S3_ENDPOINT,
          bucket: vars.S3_BUCKET,
          region: vars.S3_REGION ?? S3_REGION_DEFAULT,
          credentials:
            vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    corsOrigins: vars.CORS_ORIGINS ?? [],
    jwtSecret: vars.JWT_SECRET,
    universityDomain: vars.UNIVERSITY_DOMAIN,
    communityName: vars.COMMUNITY_NAME,
    productName: vars.PRODUCT_NAME,
    supportEmail: vars.SUPPORT_EMAIL,
    crisisSupport: vars.CRISIS_SUPPORT ?? defaultCrisisSupport(vars.SUPPORT_EMAIL),
    defaultFriendEmail: vars.DEFAULT_FRIEND_EMAIL?.toLowerCase(),
    moderatorEmails: vars.MODERATOR_EMAILS ?? [],
    rateLimit: vars.RATE_LIMIT === 'on',
    redisUrl: vars.REDIS_URL,
    logLevel: vars.LOG_LEVEL,
    metricsToken: vars.METRICS_TOKEN,
    oidc:
      vars.OIDC_ISSUER && vars.OIDC_CLIENT_ID
        ? {
            issuer: vars.OIDC_ISSUER,
            clientId: vars.OIDC_CLIENT_ID,
            clientSecret: vars.OIDC_CLIENT_SECRET,
            displayName: vars.OIDC_DISPLAY_NAME ?? DEFAULT_PROVIDER_NAME,
            scopes: vars.OIDC_SCOPES ?? 'openid email profile',
          }
        : undefined,
    saml:
      vars.SAML_IDP_METADATA_FILE || vars.SAML_IDP_METADATA_URL
        ? {
            idpMetadataFile: vars.SAML_IDP_METADATA_FILE
              ? path.resolve(vars.SAML_IDP_METADATA_FILE)
              : undefined,
            idpMetadataUrl: vars.SAML_IDP_METADATA_URL,
            spEntityId: vars.SAML_SP_ENTITY_ID ?? `${publicUrl}/api/v1/auth/saml/metadata`,
            spKeyFile: vars.SAML_SP_KEY_FILE ? path.resolve(vars.SAML_SP_KEY_FILE) : undefined,
            spCertFile: vars.SAML_SP_CERT_FILE ? path.resolve(vars.SAML_SP_CERT_FILE) : undefined,
            spEncryptionKeyFile: vars.SAML_SP_ENCRYPTION_KEY_FILE
              ? path.resolve(vars.SAML_SP_ENCRYPTION_KEY_FILE)
              : undefined,
            spEncryptionCertFile: vars.SAML_SP_ENCRYPTION_CERT_FILE
              ? path.resolve(vars.SAML_SP_ENCRYPTION_CERT_FILE)
              : undefined,
            displayName: vars.SAML_DISPLAY_NAME ?? DEFAULT_PROVIDER_NAME,
            allowIdpInitiated: vars.SAML_ALLOW_IDP_INITIATED,
          }
        : undefined,
    ssoOnly: vars.SSO_ONLY,
    webDistDir: vars.WEB_DIST_DIR ? path.resolve(vars.WEB_DIST_DIR) : undefined,
    trustProxy: trustProxyOf(vars.TRUST_PROXY),
    headersTimeoutMs: vars.HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeoutMs: vars.REQUEST_TIMEOUT_SECONDS * 1000,
    bodyIdleTimeoutMs: vars.BODY_IDLE_TIMEOUT_SECONDS * 1000,
    maxConnections: vars.MAX_CONNECTIONS,
    timeZone: vars.TIME_ZONE,
    eventRemindersEveryMs: vars.EVENT_REMINDERS_EVERY_SECONDS * 1000,
    vapid: {
      publicKey: vars.VAPID_PUBLIC_KEY,
      privateKey: vars.VAPID_PRIVATE_KEY,
      subject: vars.VAPID_SUBJECT ?? `mailto:${addressOf(vars.MAIL_FROM)}`,
    },
    pushTimeoutMs: vars.PUSH_TIMEOUT_SECONDS * 1000,
    searchLanguage: vars.SEARCH_LANGUAGE,
    emailDelayMs: vars.EMAIL_DELAY_MINUTES * 60_000,
    digestHour: vars.DIGEST_HOUR,
    emailsEveryMs: vars.EMAILS_EVERY_SECONDS * 1000,
  };
};
