// Entry point of `npm run currency:euro`: open and migrate the database as the server does, change over, print.
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { describeChangeover, runCurrencyChangeover } from './currency-euro.js';
import { createLogger } from './lib/logger.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
    log: createLogger({ level: 'warn', format: config.logFormat }),
  });
  try {
    await database.migrate();
    const result = await runCurrencyChangeover(config, database);
    for (const line of describeChangeover(result)) console.log(line);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(err instanceof ConfigError ? 2 : 1);
});
