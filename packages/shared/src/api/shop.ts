// The shop's checkout and orders: what the API takes and answers. Refusal messages are i18n keys ('validation.*');
// amounts are integer minor units, always computed by the server from current prices.
import { z } from 'zod';
import { CURRENCIES, LANGUAGES, ORDER_STATUSES } from '../enums.js';
import { localizedTextSchema } from '../localized.js';

/** The most of one product a single order may hold, and the most lines. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_ORDER_LINES = 50;
/** The largest total one order may reach, in minor units (100,000.00): well under a card charge's ceiling. */
export const MAX_ORDER_TOTAL = 10_000_000;

export const orderLineInputSchema = z.object({
  productId: z.uuid({ error: 'productUnknown' }),
  quantity: z
    .number({ error: 'quantityInvalid' })
    .int('quantityInvalid')
    .min(1, 'quantityInvalid')
    .max(MAX_LINE_QUANTITY, 'quantityInvalid'),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

const cartLines = z
  .array(orderLineInputSchema, { error: 'cartEmpty' })
  .min(1, 'cartEmpty')
  .max(MAX_ORDER_LINES, 'tooLong')
  .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, 'cartDuplicate');

/** The cart's lines, priced by the server from what the shop has now. */
export const quoteRequestSchema = z.object({ items: cartLines });
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** 'ok'; 'short': fewer in stock than asked (stockQuantity says how many); 'unavailable': gone or withdrawn. */
export const QUOTE_LINE_STATES = ['ok', 'short', 'unavailable'] as const;

export const quoteLineSchema = z.object({
  productId: z.string(),
  name: localizedTextSchema.nullable(),
  imageUrl: z.string().nullable(),
  price: z.number().int(),
  quantity: z.number().int(),
  stockQuantity: z.number().int(),
  state: z.enum(QUOTE_LINE_STATES),
  lineTotal: z.number().int(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  total: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** True when every line can be bought as asked. */
  orderable: z.boolean(),
});
export type Quote = z.infer<typeof quoteSchema>;

const phonePattern = /^[+\d\s()-]+$/;

/** A checkout: the buyer (a guest, or the signed-in user's details), where to ship, and the cart. */
export const createOrderSchema = z.object({
  items: cartLines,
  name: z.string({ error: 'nameRequired' }).trim().min(2, 'nameRequired').max(120, 'tooLong'),
  email: z
    .string({ error: 'emailRequired' })
    .trim()
    .min(1, 'emailRequired')
    .max(254, 'tooLong')
    .pipe(z.email('emailInvalid')),
  phone: z
    .string({ error: 'phoneRequired' })
    .trim()
    .min(1, 'phoneRequired')
    .max(40, 'tooLong')
    .regex(phonePattern, 'phoneInvalid'),
  shippingAddress: z
    .string({ error: 'shippingAddressRequired' })
    .trim()
    .min(1, 'shippingAddressRequired')
    .max(500, 'tooLong'),
  /** The total the buyer was shown; a different total now (a price changed) is refused with PRICE_CHANGED. */
  expectedTotal: z.number().int().min(0).optional(),
  /** The buyer's language: the checkout page and the confirmation mail speak it. */
  language: z.enum(LANGUAGES).optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const orderItemSchema = z.object({
  productId: z.string().nullable(),
  name: localizedTextSchema,
  price: z.number().int(),
  quantity: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  shippingAddress: z.string(),
  total: z.number().int(),
  currency: z.enum(CURRENCIES),
  items: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderStartedSchema = z.object({ order: orderSchema, checkoutUrl: z.string() });
export type OrderStarted = z.infer<typeof orderStartedSchema>;

export const orderListSchema = z.array(orderSchema);
