// The Fastify app factory: everything a request meets, in order. main.ts only opens the database and listens.
import { registerWaitlistJobs } from './modules/waitlist/waitlist-jobs.js';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerAccessControl } from './http/access.js';
import { registerCsrfProtection } from './http/csrf.js';
import { registerDocs } from './http/docs.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerInputGuards } from './http/input-guards.js';
import { requestLogController } from './http/request-log.js';
import { registerSecurity } from './http/security.js';
import { answerClientError, answerRouterError } from './http/router-errors.js';
import { registerStatic } from './http/static.js';
import { createDataVersions } from './lib/data-versions.js';
import { createJobQueue, type JobQueue } from './lib/jobs.js';
import { createLogger } from './lib/logger.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { createVapidKeySource, type VapidKeySource } from './modules/notices/push-keys.js';
import type { PushSender } from './modules/notices/push-port.js';
import { createWebPushSender } from './modules/notices/push-sender.js';
import { registerNoticeJobs } from './modules/notices/notice-jobs.js';
import { createNotices, type Notices } from './modules/notices/notice-service.js';
import { createLogSms } from './modules/notices/sms-port.js';
import { createReadCache, type ReadCache } from './lib/read-cache.js';
import { type Auth, createAuth, quietAuthStorages, trustedOrigins } from './modules/auth/auth-instance.js';
import { readSession } from './modules/auth/session.js';
import { privateMediaKeys } from './modules/consents/consents-in-force.js';
import { users } from './db/schema/index.js';
import { eq } from 'drizzle-orm';
import { devJobRoutes } from './modules/dev/jobs.routes.js';
import { devMailboxRoutes } from './modules/dev/mailbox.routes.js';
import { registerChangeoverJobs } from './modules/currency/changeover-jobs.js';
import { registerPaymentJobs } from './modules/payments/payment-jobs.js';
import { registerShopJobs } from './modules/shop/expire-orders.js';
import { registerTrialJobs } from './modules/trials/trial-follow-up.js';
import { registerFamilyExportJobs } from './modules/family-export/family-export-jobs.js';
import { familyExportDeps } from './modules/family-export/family-export.routes.js';
import { registerRetentionJobs } from './modules/retention/retention-jobs.js';
import { registerErasureJobs } from './modules/erasure/erasure-jobs.js';
import { erasureDeps } from './modules/erasure/erasure.routes.js';
import type { PaymentsDeps } from './modules/payments/payments-deps.js';
import { createPaymentProvider, isTestProvider } from './modules/payments/provider/create-provider.js';
import type { PaymentProvider } from './modules/payments/provider/payment-provider.js';
import { testCheckoutRoutes } from './modules/payments/provider/test-checkout.routes.js';
import { registerModules } from './modules/register.js';
import { createClubCurrencyReader } from './modules/settings/club-currency.js';

export type AppDeps = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** The process logger (main.ts shares it with the database pool); made from config.logLevel when absent. */
  logger?: FastifyBaseLogger;
  /** The card provider; made from the configuration when absent (tests pass one pointed at a stub). */
  paymentProvider?: PaymentProvider;
  /** The clock of money rules (renewals, periods); tests move it. */
  now?: () => Date;
  /** Where pushes go; the Web Push sender with the server's VAPID keys when absent. */
  push?: PushSender;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    /** Sends a push to every device of an account (Web Push, VAPID). */
    push: PushSender;
    /** The server's VAPID keys; browsers subscribe with the public one (read once, see push-keys.ts). */
    vapidKeys: VapidKeySource;
    /** The notice service: one message per recipient and channel, in their language, sent once (issue 27). */
    notices: Notices;
    auth: Auth;
    payments: PaymentsDeps;
    /** The job queue when this instance runs jobs (config.jobs), else null. */
    jobs: JobQueue | null;
    /** Public read models, invalidated by the data_versions stamps every write moves (any instance). */
    readCache: ReadCache;
  }
}

/**
 * TRUST_PROXY for Fastify. A hop count becomes a function trusting that many hops nearest this server: Fastify 5
 * takes a bare number as "trust nothing", and `true` would trust every hop, the client's own X-Forwarded-For
 * entries included.
 */
function trustedHops(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return trust > 0 ? (_address, hop) => hop < trust : false;
}

/** Builds the HTTP app on an open, migrated database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const loggerInstance: FastifyBaseLogger =
    deps.logger ?? createLogger({ level: config.logLevel, format: config.logFormat });
  const app = Fastify({
    loggerInstance,
    logController: requestLogController(config),
    trustProxy: trustedHops(config.trustProxy),
    bodyLimit: 1_048_576,
    // Start-up work (the job queue's schema, a worker and a schedule per job, the VAPID keys) waits on a database
    // another instance may be migrating at the same moment: fastify's 10 s default stopped a second instance there.
    pluginTimeout: 60_000,
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate(
    'mailer',
    deps.mailer ?? createMailer({ db: database.db, from: config.mailFrom, smtpUrl: config.smtpUrl, log: app.log }),
  );
  app.decorate('vapidKeys', createVapidKeySource(database.db, config));
  app.decorate('push', deps.push ?? createWebPushSender({ db: database.db, keys: app.vapidKeys, log: app.log }));
  // The first start makes the key pair; a database that is down only postpones it to the first push.
  app.addHook('onReady', async () => {
    await app.vapidKeys().catch((err: unknown) => app.log.warn({ err }, 'VAPID keys not read yet'));
  });

  app.decorate(
    'notices',
    createNotices({
      db: database.db,
      mailer: app.mailer,
      push: app.push,
      sms: createLogSms(app.log),
      secret: config.authSecret,
      publicUrl: config.publicUrl,
      log: app.log,
    }),
  );

  const versions = createDataVersions(database);
  app.decorate('readCache', createReadCache(versions));
  app.addHook('onClose', async () => versions.close());
  app.decorate('auth', createAuth({ config, db: database.db, mailer: app.mailer }));
  await quietAuthStorages();
  const provider = deps.paymentProvider ?? createPaymentProvider(config, database.db);
  app.decorate('payments', {
    db: database.db,
    provider,
    mailer: app.mailer,
    notices: app.notices,
    publicUrl: config.publicUrl,
    clubCurrency: createClubCurrencyReader({ db: database.db, readCache: app.readCache, fallback: config.currency }),
    log: app.log,
    now: deps.now ?? (() => new Date()),
    cardPayments: Boolean(config.stripe) || config.testPayments,
    // Filled by the modules as they are registered (modules/register.ts), before the app serves or runs a job.
    checkoutSettlers: new Map(),
  });
  if (isTestProvider(provider)) {
    // The built-in provider sends its signed events through the same HTTP endpoint a real provider calls.
    provider.setDeliver(async (body, signature) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
      return res.statusCode < 300;
    });
  }
  app.decorate('jobs', config.jobs ? createJobQueue({ database, log: app.log }) : null);

  registerErrorHandler(app);
  registerInputGuards(app);
  await registerSecurity(app, config);
  // JSON and pages above 1 KB leave compressed; cached public data and built assets arrive already compressed.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // No route reads request.cookies (the session is read from the raw header, modules/auth/session.ts): parsing every
  // request's cookies (a signed-in browser sends about 1.5 KB) would be work for nothing (issue 13).
  await app.register(cookie, { secret: config.authSecret, hook: false });
  // The API's map is public knowledge only where the operator chose so (off by default in production, ADR 0021).
  if (config.apiDocs) await registerDocs(app);
  registerCsrfProtection(app, trustedOrigins(config));
  registerAccessControl(app, {
    resolveUser: (request) => {
      const session = readSession({ auth: app.auth, db: database.db }, request.headers);
      return session instanceof Promise ? session.then((s) => s?.user ?? null) : (session?.user ?? null);
    },
  });
  await app.register(registerModules, { prefix: '/api' });
  if (isTestProvider(provider) && config.testPayments) await app.register(testCheckoutRoutes, { provider });
  const jobs = app.jobs;
  if (jobs) {
    app.addHook('onReady', async () => {
      await jobs.start();
      await registerPaymentJobs(jobs, app.payments, app.mailer);
      await registerChangeoverJobs(jobs, app.payments);
      await registerShopJobs(jobs, app.payments);
      await registerWaitlistJobs(jobs, {
        db: database.db,
        notices: app.notices,
        publicUrl: config.publicUrl,
        now: app.payments.now,
      });
      await registerNoticeJobs(jobs, {
        db: database.db,
        notices: app.notices,
        publicUrl: config.publicUrl,
        now: app.payments.now,
        log: app.log,
      });
      await registerTrialJobs(jobs, {
        db: database.db,
        mailer: app.mailer,
        publicUrl: config.publicUrl,
        secret: config.authSecret,
        now: app.payments.now,
        log: app.log,
      });
      await registerFamilyExportJobs(jobs, familyExportDeps(app));
      await registerRetentionJobs(jobs, { db: database.db, now: app.payments.now, log: app.log });
      await registerErasureJobs(jobs, { ...erasureDeps(app), log: app.log });
    });
    app.addHook('onClose', async () => jobs.stop());
  }
  if (config.env !== 'production') {
    await app.register(devMailboxRoutes);
    await app.register(devJobRoutes);
  }
  await registerStatic(app, config, versions, async (storageKey, request) => {
    const hidden = await app.readCache.get('media', 'private-files', async () => ({
      value: await privateMediaKeys(database.db),
    }));
    if (!hidden.value.includes(storageKey)) return true;
    // Only admins see a hidden or withheld item's files (the console shows them); the role is read again, as routes do.
    const session = await readSession({ auth: app.auth, db: database.db }, request.headers);
    if (!session) return false;
    const [user] = await database.db.select({ role: users.role }).from(users).where(eq(users.id, session.user.id));
    return user?.role === 'admin';
  });
  return app;
}
