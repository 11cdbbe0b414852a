// The Fastify app factory: everything a request meets, in order. main.ts only opens the database and listens.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerAccessControl } from './http/access.js';
import { registerCsrfProtection } from './http/csrf.js';
import { registerDocs } from './http/docs.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerSecurity } from './http/security.js';
import { registerStatic } from './http/static.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { type Auth, createAuth, trustedOrigins } from './modules/auth/auth-instance.js';
import { readSession } from './modules/auth/session.js';
import { devMailboxRoutes } from './modules/dev/mailbox.routes.js';
import { registerModules } from './modules/register.js';

export type AppDeps = {
  config: Config;
  database: Database;
  mailer?: Mailer;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    auth: Auth;
  }
}

/** Builds the HTTP app on an open, migrated database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate(
    'mailer',
    deps.mailer ?? createMailer({ db: database.db, from: config.mailFrom, smtpUrl: config.smtpUrl, log: app.log }),
  );

  app.decorate('auth', createAuth({ config, db: database.db, mailer: app.mailer }));

  registerErrorHandler(app);
  await registerSecurity(app, config);
  await app.register(cookie, { secret: config.authSecret });
  await registerDocs(app);
  registerCsrfProtection(app, trustedOrigins(config));
  registerAccessControl(app, {
    resolveUser: async (request) => (await readSession(app.auth, database.db, request.headers))?.user ?? null,
  });
  await app.register(registerModules, { prefix: '/api' });
  if (config.env !== 'production') await app.register(devMailboxRoutes);
  await registerStatic(app, config);
  return app;
}
