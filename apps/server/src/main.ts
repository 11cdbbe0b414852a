// Entry point: validate configuration, open and migrate the database, seed the demo club once, listen.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { decideClubCurrency, recordClubCurrency } from './db/club-currency.js';
import { createLogger } from './lib/logger.js';
import { seedDemoClub } from './db/seed/seed-demo-club.js';
import { describeStartup } from './startup-summary.js';

async function main(): Promise<void> {
  const loaded = loadConfig();
  const logger = createLogger({ level: loaded.logLevel, format: loaded.logFormat });
  const database = await openDatabase({
    databaseUrl: loaded.databaseUrl,
    dataDir: loaded.dataDir,
    poolSize: loaded.databasePoolSize,
    log: logger,
  });
  await database.migrate();
  // Decided once, then recorded in the club's settings (issue 24): every later read is the live setting.
  const club = await decideClubCurrency(database.db, loaded.currency, Boolean(process.env.CURRENCY));
  if (club.warning) logger.warn(club.warning);
  const config = { ...loaded, currency: club.currency };
  const app = await buildApp({ config, database, logger });
  if (config.seedDemo) {
    await seedDemoClub(database.db, { log: (msg) => app.log.info(msg), currency: config.currency });
  }
  // After seeding, which writes the demo club's settings row with its currency.
  await recordClubCurrency(database.db, config.currency);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  if (config.env === 'production' && !config.stripe) {
    app.log.warn(
      config.testPayments
        ? 'TEST_PAYMENTS=true: card payments go to the built-in TEST provider, which takes no real money.'
        : 'No STRIPE_SECRET_KEY: card payments are off (cash and bank transfers work). Set the Stripe keys to take cards.',
    );
  }
  await app.listen({ port: config.port, host: config.host });
  const summary = describeStartup(config, database.kind);
  app.log.info(summary.fields, summary.message);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
});
