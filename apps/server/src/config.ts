// Configuration comes from environment variables, validated once at start with a clear message per bad value.
import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { CURRENCIES, type Currency } from '@swim/shared/enums';
import { DEFAULT_CURRENCY } from '@swim/shared/money';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/** Names Fastify (proxy-addr) takes for address ranges in TRUST_PROXY. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which hops before this server are trusted to append the client's address to X-Forwarded-For. Never
 * "every hop": the left-most entry is whatever the client wrote. `true` means one proxy (the usual balancer), a
 * number that many, a list the proxies' own addresses or CIDR ranges; `false` or `0` none.
 */
export function parseTrustProxy(value: string): false | number | string[] | null {
  const text = value.trim();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text) <= 10 ? Number(text) : null;
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.length > 0 && entries.every(isProxyAddress) ? entries : null;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl.refine((v) => !v || /^postgres(ql)?:\/\//.test(v), {
    message: 'must start with postgres:// or postgresql://',
  }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Public address of the site, used in links sent by mail and OAuth redirects. */
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** JSON lines for a log collector (default in production), or short text lines without one per request. */
  LOG_FORMAT: z.enum(['json', 'text']).optional(),
  /** In the text log, a request taking at least this long is written as slow. */
  LOG_SLOW_MS: z.coerce.number().int().min(0).default(1000),
  /** Secret for signing sessions and cookies; required in production. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Плувен клуб „Делфин“ <no-reply@delfin-swim.bg>'),
  CLUB_INBOX: z.email().default('info@delfin-swim.bg'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Overrides Google's OIDC issuer (tests point it at a local OIDC server). */
  GOOGLE_ISSUER_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /** How long a session lives without activity, and how often activity extends it. */
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  SESSION_UPDATE_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(24 * 3600),
  /** How long a signed copy of the session in a cookie may answer instead of the database (0: always ask it). */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  /** Accounts one address may create in an hour (a test run that signs many families up raises it). */
  SIGN_UPS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => parseTrustProxy(v) !== null, {
      message: 'must be false, true (one proxy), the number of proxies (up to 10), or their addresses or CIDR ranges',
    }),
  CURRENCY: z.enum(CURRENCIES).default(DEFAULT_CURRENCY),
  /** The built web app to serve (defaults to apps/web/dist). */
  WEB_DIST: z.string().min(1).optional(),
  /** Stripe: with a secret key, card payments go to Stripe; without, to the built-in test provider. */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_/, 'must start with sk_test_, sk_live_, rk_test_ or rk_live_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  /** Another Stripe API address (a local stand-in that speaks Stripe's protocol). */
  STRIPE_API_URL: optionalUrl,
  /** Scheduled jobs (renewals, reconciliation, mail retries) run in this instance. */
  JOBS: z.enum(['true', 'false']).default('true'),
  /** The built-in test card provider without Stripe keys: on by default, off in production unless set to true. */
  TEST_PAYMENTS: z.enum(['true', 'false']).optional(),
  /** The OpenAPI document and its page at /api/docs: on by default, off in production unless set to true. */
  API_DOCS: z.enum(['true', 'false']).optional(),
  /** Where uploaded files live (default DATA_DIR/uploads): a shared volume when several instances run. */
  UPLOADS_DIR: z.string().trim().min(1).optional(),
  /** Largest photo and video an admin may upload to the gallery, in megabytes. */
  MEDIA_MAX_IMAGE_MB: z.coerce.number().int().min(1).max(200).default(20),
  MEDIA_MAX_VIDEO_MB: z.coerce.number().int().min(1).max(2000).default(200),
  /** Web Push (VAPID) keys, base64url; without them the server makes a pair on first start and keeps it. */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url (65 bytes, 87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (32 bytes, 43 characters)')
    .optional(),
  /** Who push services may contact about this server's pushes (default: mailto: the club's inbox). */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  logFormat: 'json' | 'text';
  logSlowMs: number;
  authSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  clubInbox: string;
  google?: { clientId: string; clientSecret: string; issuerUrl?: string };
  redisUrl?: string;
  session: { ttlSeconds: number; updateAgeSeconds: number; cacheSeconds: number };
  rateLimitMax: number;
  /** Accounts one address may create in an hour. */
  signUpsPerAddress: number;
  seedDemo: boolean;
  /** Trusted proxy hops, or the proxies' addresses (Fastify's trustProxy); false: the socket's address is the client. */
  trustProxy: false | number | string[];
  currency: Currency;
  /** Built web app to serve, when present. */
  webDist?: string;
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
  jobs: boolean;
  /** Card payments through the built-in test provider when there are no Stripe keys. */
  testPayments: boolean;
  /** Whether /api/docs (the OpenAPI document and its page) is served. */
  apiDocs: boolean;
  /** Uploaded files; unset means DATA_DIR/uploads (see uploadsDirOf). */
  uploadsDir?: string;
  /** Gallery upload limits in bytes. */
  mediaLimits: { imageBytes: number; videoBytes: number };
  /** Configured VAPID keys; absent: generated on first start and kept in server_keys (push-keys.ts). */
  vapid?: { publicKey: string; privateKey: string };
  /** The VAPID subject (a mailto: or https: contact) sent with every push. */
  vapidSubject: string;
};

/** The folder uploads are written to and served from. */
export function uploadsDirOf(config: Pick<Config, 'dataDir' | 'uploadsDir'>): string {
  return config.uploadsDir ?? path.join(config.dataDir, 'uploads');
}

export class ConfigError extends Error {}

const DEV_SECRET = 'development-only-secret-change-me-in-production-0123456789';

/** Reads and validates the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${show(env, i.path)})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required in production (32+ random characters)');
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && !isVapidPair(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'text'),
    logSlowMs: e.LOG_SLOW_MS,
    authSecret: e.AUTH_SECRET ?? DEV_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    clubInbox: e.CLUB_INBOX,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuerUrl: e.GOOGLE_ISSUER_URL }
        : undefined,
    redisUrl: e.REDIS_URL,
    session: {
      ttlSeconds: e.SESSION_TTL_SECONDS,
      updateAgeSeconds: e.SESSION_UPDATE_AGE_SECONDS,
      cacheSeconds: e.SESSION_CACHE_SECONDS,
    },
    rateLimitMax: e.RATE_LIMIT_MAX,
    signUpsPerAddress: e.SIGN_UPS_PER_ADDRESS,
    seedDemo: e.SEED_DEMO === 'true',
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    currency: e.CURRENCY,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
        : undefined,
    jobs: e.JOBS === 'true',
    testPayments: e.TEST_PAYMENTS ? e.TEST_PAYMENTS === 'true' : e.NODE_ENV !== 'production',
    apiDocs: e.API_DOCS ? e.API_DOCS === 'true' : e.NODE_ENV !== 'production',
    uploadsDir: e.UPLOADS_DIR ? path.resolve(e.UPLOADS_DIR) : undefined,
    mediaLimits: { imageBytes: e.MEDIA_MAX_IMAGE_MB * 1024 * 1024, videoBytes: e.MEDIA_MAX_VIDEO_MB * 1024 * 1024 },
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${e.CLUB_INBOX}`,
  };
}

/** Whether the private key (a P-256 scalar) gives this public key: a pair copied half from elsewhere fails at start. */
function isVapidPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url') === publicKey;
  } catch {
    return false;
  }
}

function show(env: NodeJS.ProcessEnv, issuePath: PropertyKey[]): string {
  const key = String(issuePath[0] ?? '');
  const value = env[key];
  if (value === undefined) return 'nothing';
  return /SECRET|PASSWORD|PRIVATE|URL/.test(key) ? 'a value' : JSON.stringify(value);
}

/** A config for tests: in-memory everything, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS: 'false' });
  return { ...base, dataDir: path.join(os.tmpdir(), 'swim-club-test'), ...overrides };
}
