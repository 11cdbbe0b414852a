// What the payment services need from the app: the database, the card provider, mail, and where the site lives.
import type { Currency } from '@swim/shared/enums';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mailer.js';
import type { PaymentProvider } from './provider/payment-provider.js';

export type PaymentsDeps = {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  /** The site's public address, for checkout return links and mail. */
  publicUrl: string;
  currency: Currency;
  log: { info: (obj: object, msg?: string) => void; warn: (obj: object, msg?: string) => void };
  /** The clock; tests move it. */
  now: () => Date;
  /** Whether card payments can be taken (Stripe keys, or the test provider where it is allowed). */
  cardPayments: boolean;
};
