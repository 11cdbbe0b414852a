// What the payment services need from the app: the database, the card provider, mail, where the site lives, and who
// settles the checkouts other modules open.
import type { Currency } from '@swim/shared/enums';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mailer.js';
import type { Notices } from '../notices/notice-service.js';
import type { CheckoutSettlers } from './checkout-kinds.js';
import type { PaymentProvider } from './provider/payment-provider.js';

export type PaymentsDeps = {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  /** Notices to families (receipts, subscription changes, the shop's orders), in their language, sent once. */
  notices: Notices;
  /** The site's public address, for checkout return links and mail. */
  publicUrl: string;
  /**
   * The currency the club prices new things in now (club_settings.currency, cached until the settings change), which
   * the changeover moves; config.currency is only its fallback until start-up has decided it.
   */
  clubCurrency: () => Promise<Currency>;
  log: { info: (obj: object, msg?: string) => void; warn: (obj: object, msg?: string) => void };
  /** The clock; tests move it. */
  now: () => Date;
  /** Whether card payments can be taken (Stripe keys, or the test provider where it is allowed). */
  cardPayments: boolean;
  /** The settlers other modules registered for their checkout kinds (checkout-kinds.ts). */
  checkoutSettlers: CheckoutSettlers;
};
