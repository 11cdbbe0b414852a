// `npm run currency:euro`: the club's changeover from leva to euro for operators (issue 24), the same service as the
// admin's button, against the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR).
import type { ChangeoverResult } from '@swim/shared/api/currency-changeover';
import { formatMoney } from '@swim/shared/money';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createLogger } from './lib/logger.js';
import { createMailer } from './lib/mailer.js';
import { changeOverToEuro } from './modules/currency/change-over-to-euro.js';
import { createNotices } from './modules/notices/notice-service.js';
import { createLogSms } from './modules/notices/sms-port.js';
import { createPaymentProvider } from './modules/payments/provider/create-provider.js';

/** Runs the changeover on an open, migrated database; answers what changed. */
export async function runCurrencyChangeover(config: Config, database: Database): Promise<ChangeoverResult> {
  const log = createLogger({ level: 'warn', format: config.logFormat });
  const { db } = database;
  const mailer = createMailer({ db, from: config.mailFrom, smtpUrl: config.smtpUrl, log });
  return changeOverToEuro(
    {
      db,
      provider: createPaymentProvider(config, db),
      mailer,
      // The running server sends pushes (its retry job picks up one written here); mail leaves through the outbox.
      notices: createNotices({
        db,
        mailer,
        push: null,
        sms: createLogSms(log),
        secret: config.authSecret,
        publicUrl: config.publicUrl,
        log,
      }),
      publicUrl: config.publicUrl,
      clubCurrency: async () => 'EUR',
      log,
      now: () => new Date(),
      cardPayments: Boolean(config.stripe) || config.testPayments,
      // Shop checkouts are left to expire on their own: nothing here settles one.
      checkoutSettlers: new Map(),
    },
    { actorId: null },
  );
}

/** Subscriptions set to end that the card provider has not confirmed yet: retried, so nothing is lost. */
function waitingLine(result: ChangeoverResult): string[] {
  if (result.subscriptionsWaiting === 0) return [];
  return [
    `Waiting for the card provider: ${result.subscriptionsWaiting} subscription(s) set to end here but not confirmed there yet; retried every 15 minutes by the server, or run this command again.`,
  ];
}

/** What changed, in lines an operator reads. */
export function describeChangeover(result: ChangeoverResult): string[] {
  const { counts } = result;
  if (!result.changed) return [`Nothing to convert: the club prices in ${result.currency}.`, ...waitingLine(result)];
  const money = (amount: number, currency: 'BGN' | 'EUR') => formatMoney(amount, currency, 'en');
  return [
    'The club now prices in EUR (converted at 1.95583 BGN per euro, each amount rounded half up to the cent).',
    `Classes: ${counts.classes}; products: ${counts.products}; open payments: ${counts.payments}; unpaid kindergarten bills: ${counts.bills}; amount discounts: ${counts.discounts}.`,
    `Card checkouts in leva closed (the parent pays again in euro): ${counts.checkouts}.`,
    `Card subscriptions in leva set to end after the month already paid (each parent mailed a link to subscribe again in euro): ${counts.subscriptions}.`,
    ...result.samples.map((s) => {
      const name = s.name === null ? (s.rule ?? s.kind) : typeof s.name === 'string' ? s.name : s.name.bg;
      return `  ${s.kind} ${name}: ${money(s.before, 'BGN')} -> ${money(s.after, 'EUR')}`;
    }),
    `Left in leva: ${result.ordersInLeva} unpaid shop order(s) (they expire within their hold).`,
    ...waitingLine(result),
    'Every converted amount is in the audit log (settings.currency_changed).',
  ];
}
