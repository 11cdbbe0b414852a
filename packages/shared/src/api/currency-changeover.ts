// The club's changeover from the lev to the euro (issue 24): what it converts, as a preview and as done.
import { z } from 'zod';
import { CURRENCIES } from '../enums.js';
import { localizedTextSchema } from '../localized.js';

/** What the changeover converts or closes, by kind. */
export const changeoverCountsSchema = z.object({
  /** Classes with a price in leva (the price per class and the monthly price, each converted). */
  classes: z.number().int(),
  products: z.number().int(),
  /** Open payments: declared cash or transfer, issued kindergarten bills' payments. */
  payments: z.number().int(),
  /** Unpaid kindergarten bills. */
  bills: z.number().int(),
  /** Discount rules given as an amount. */
  discounts: z.number().int(),
  /** Card checkouts opened in leva and not finished: closed, so the parent pays again in euro. */
  checkouts: z.number().int(),
  /**
   * Card subscriptions in leva: each set to end after the month already paid (the card provider keeps a
   * subscription's currency), and its parent mailed a link to subscribe again in euro.
   */
  subscriptions: z.number().int(),
});
export type ChangeoverCounts = z.infer<typeof changeoverCountsSchema>;

export const CHANGEOVER_SAMPLE_KINDS = ['class', 'product', 'payment', 'bill', 'discount'] as const;

/** One converted amount: what it is, before (leva) and after (euro), in minor units. */
export const changeoverSampleSchema = z.object({
  kind: z.enum(CHANGEOVER_SAMPLE_KINDS),
  /** A class's title, a product's name, a payment's number; null for a discount (named by `rule`). */
  name: z.union([localizedTextSchema, z.string()]).nullable(),
  rule: z.enum(['secondChild', 'thirdChild', 'secondClass']).nullable(),
  before: z.number().int(),
  after: z.number().int(),
});
export type ChangeoverSample = z.infer<typeof changeoverSampleSchema>;

export const changeoverPreviewSchema = z.object({
  /** The currency the club prices in now. */
  currency: z.enum(CURRENCIES),
  counts: changeoverCountsSchema,
  /** A few of the amounts, before and after. */
  samples: z.array(changeoverSampleSchema),
  /**
   * Card subscriptions in leva already set to end whose end the card provider has not confirmed yet (it was
   * unreachable): retried by a job every 15 minutes and by another run of the changeover.
   */
  subscriptionsWaiting: z.number().int(),
  /** Left in leva: unpaid shop orders, which are paid or expire within their hold. */
  ordersInLeva: z.number().int(),
});
export type ChangeoverPreview = z.infer<typeof changeoverPreviewSchema>;

export const changeoverResultSchema = changeoverPreviewSchema.extend({
  /** False when there was nothing left to convert (a second run). */
  changed: z.boolean(),
});
export type ChangeoverResult = z.infer<typeof changeoverResultSchema>;
