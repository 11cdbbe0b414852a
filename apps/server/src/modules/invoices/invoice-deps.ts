// What issuing needs from the app: the database, mail, the site's address (for the download link) and the clock.
import type { PaymentsDeps } from '../payments/payments-deps.js';

export type InvoiceDeps = Pick<PaymentsDeps, 'db' | 'mailer' | 'publicUrl' | 'log' | 'now'>;
