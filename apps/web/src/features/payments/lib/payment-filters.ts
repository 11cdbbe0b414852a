import type { PaymentFilters } from '@swim/shared/api/payments';
import { QUICK_DATE_RANGES, type QuickDateRange } from '@swim/shared/dates';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from '@swim/shared/enums';

export const PAYMENTS_PAGE_SIZE = 20;

/** The address parameters the history's filters live in. */
export const FILTER_PARAMS = ['status', 'method', 'child', 'range'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isIn = <T extends string>(values: readonly T[], value: string | null): value is T =>
  (values as readonly (string | null)[]).includes(value);

/** Filters from the address; unknown values are ignored rather than sent to the server. */
export function readPaymentFilters(params: URLSearchParams): PaymentFilters {
  const status = params.get('status');
  const method = params.get('method');
  const child = params.get('child');
  const range = params.get('range');
  return {
    status: isIn<PaymentStatus>(PAYMENT_STATUSES, status) ? status : undefined,
    method: isIn<PaymentMethod>(PAYMENT_METHODS, method) ? method : undefined,
    childId: child && UUID.test(child) ? child : undefined,
    range: isIn<QuickDateRange>(QUICK_DATE_RANGES, range) ? range : 'all',
  };
}

export function readPage(params: URLSearchParams): number {
  const page = Math.floor(Number(params.get('page')));
  return Number.isFinite(page) && page > 1 ? page : 1;
}

export function hasActiveFilters(filters: PaymentFilters): boolean {
  return Boolean(filters.status || filters.method || filters.childId || filters.range !== 'all');
}
