// Who settles a checkout once the provider has finished, expired or closed it. Payments settles its own kinds (a plan
// period, a subscription, a kindergarten bill) on its ledger. Any other kind belongs to a module above payments (the
// shop's 'order'): that module registers its settler at startup (modules/register.ts), so payments hands the checkout
// over without importing the module.
import { PAYMENT_KINDS, type PaymentKind } from '../../db/schema/index.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { CheckoutSession } from './provider/payment-provider.js';

/** Applies a checkout's state, as the provider reports it, in the module that opened the checkout. */
export type CheckoutSettler = (deps: PaymentsDeps, checkout: CheckoutSession) => Promise<unknown>;

/** One app's settlers by checkout kind (the `kind` in the checkout's metadata); filled at startup. */
export type CheckoutSettlers = Map<string, CheckoutSettler>;

/** Payments' own kinds; a checkout that names no kind is a ledger payment's too (only other modules name theirs). */
const isLedgerKind = (kind: string | undefined): kind is undefined | '' | PaymentKind =>
  !kind || PAYMENT_KINDS.some((own) => own === kind);

type WithSettlers = Pick<PaymentsDeps, 'checkoutSettlers'>;

/** Hands the checkouts of `kind` to `settler`: one settler per kind, and the ledger's own kinds are not given away. */
export function registerCheckoutSettler(deps: WithSettlers, kind: string, settler: CheckoutSettler): void {
  if (isLedgerKind(kind)) throw new Error(`checkout kind '${kind}' is settled by payments itself`);
  if (deps.checkoutSettlers.has(kind)) throw new Error(`checkout kind '${kind}' already has a settler`);
  deps.checkoutSettlers.set(kind, settler);
}

/**
 * The settler of a checkout's kind, or null when payments settles it on the ledger (its own kinds, or no kind). A kind
 * nobody registered throws: the ledger would find nothing to settle and drop what was paid for without a word.
 */
export function findCheckoutSettler(deps: WithSettlers, checkout: CheckoutSession): CheckoutSettler | null {
  const kind = checkout.metadata.kind;
  if (isLedgerKind(kind)) return null;
  const settler = deps.checkoutSettlers.get(kind);
  if (!settler) throw new Error(`no settler registered for checkout kind '${kind}' (checkout ${checkout.id})`);
  return settler;
}
