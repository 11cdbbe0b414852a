import type { PaymentFilters } from '@swim/shared/api/payments';
import { QUICK_DATE_RANGES } from '@swim/shared/dates';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@swim/shared/enums';
import { isUuid } from '@swim/shared/uuid';
import { oneOf } from '../../../lib/one-of';

export const PAYMENTS_PAGE_SIZE = 20;

/** The address parameters the history's filters live in. */
export const FILTER_PARAMS = ['status', 'method', 'child', 'range'] as const;

/** Filters from the address; unknown values are ignored rather than sent to the server. */
export function readPaymentFilters(params: URLSearchParams): PaymentFilters {
  const status = params.get('status');
  const method = params.get('method');
  const child = params.get('child');
  const range = params.get('range');
  return {
    status: oneOf(PAYMENT_STATUSES, status),
    method: oneOf(PAYMENT_METHODS, method),
    childId: isUuid(child) ? child : undefined,
    range: oneOf(QUICK_DATE_RANGES, range) ?? 'all',
  };
}

export function readPage(params: URLSearchParams): number {
  const page = Math.floor(Number(params.get('page')));
  return Number.isFinite(page) && page > 1 ? page : 1;
}

export function hasActiveFilters(filters: PaymentFilters): boolean {
  return Boolean(filters.status || filters.method || filters.childId || filters.range !== 'all');
}
