// The registry of checkout kinds: the ledger keeps its own kinds, another module's kind goes to its settler, and a
// kind nobody registered fails instead of being settled somewhere it does not belong.
import { describe, expect, it } from 'vitest';
import { type CheckoutSettlers, findCheckoutSettler, registerCheckoutSettler } from './checkout-kinds.js';
import type { CheckoutSession } from './provider/payment-provider.js';

const checkout = (metadata: Record<string, string>): CheckoutSession => ({
  id: 'cs_test_1',
  url: null,
  mode: 'payment',
  status: 'complete',
  paymentStatus: 'paid',
  amountTotal: 1000,
  currency: 'EUR',
  paymentIntentId: 'pi_test_1',
  subscriptionId: null,
  customerId: null,
  metadata,
});
const settleOrder = async () => 'completed';
const fresh = (): { checkoutSettlers: CheckoutSettlers } => ({ checkoutSettlers: new Map() });

describe('checkout kinds', () => {
  it("hands a registered kind's checkout to its settler", () => {
    const deps = fresh();
    registerCheckoutSettler(deps, 'order', settleOrder);
    expect(findCheckoutSettler(deps, checkout({ kind: 'order', orderId: 'x' }))).toBe(settleOrder);
  });

  it('leaves the ledger its own kinds, and checkouts that name no kind', () => {
    const deps = fresh();
    registerCheckoutSettler(deps, 'order', settleOrder);
    const cases: Record<string, string>[] = [
      { kind: 'plan' },
      { kind: 'subscription' },
      { kind: 'kindergarten' },
      { kind: '' },
      {},
    ];
    for (const metadata of cases) {
      expect(findCheckoutSettler(deps, checkout(metadata)), JSON.stringify(metadata)).toBeNull();
    }
  });

  it('throws for a kind no module registered, naming it and the checkout', () => {
    expect(() => findCheckoutSettler(fresh(), checkout({ kind: 'order' }))).toThrow(
      "no settler registered for checkout kind 'order' (checkout cs_test_1)",
    );
  });

  it("refuses to give away the ledger's kinds, and a second settler for a kind", () => {
    const deps = fresh();
    expect(() => registerCheckoutSettler(deps, 'plan', settleOrder)).toThrow('settled by payments itself');
    expect(() => registerCheckoutSettler(deps, '', settleOrder)).toThrow('settled by payments itself');
    registerCheckoutSettler(deps, 'order', settleOrder);
    expect(() => registerCheckoutSettler(deps, 'order', async () => null)).toThrow('already has a settler');
    expect(findCheckoutSettler(deps, checkout({ kind: 'order' }))).toBe(settleOrder);
  });
});
