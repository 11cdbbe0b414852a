// The admin console's shop: products (names and descriptions in three languages, price in minor units, stock, an
// image) and the orders list with cancellation. The web forms use these request schemas as they are.
import { z } from 'zod';
import { CURRENCIES, ORDER_STATUSES, PRODUCT_CATEGORIES, REFUND_REASONS } from '../enums.js';
import { localizedTextSchema } from '../localized.js';
import { localizedInput, optionalLocalizedInput } from './admin-club.js';
import { orderSchema } from './shop.js';

/** The largest image an admin may upload (bytes); it is resized on the server anyway. */
export const MAX_PRODUCT_IMAGE_BYTES = 8 * 1024 * 1024;
/** Image types accepted by content (the file's first bytes), whatever the file is called. */
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_PRODUCT_STOCK = 100_000;

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const search = z.string().trim().max(100).optional();
const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

// Products.

export const productListQuerySchema = z.object({
  search,
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  status: z.enum(['active', 'inactive', 'all']).default('all'),
  sort: z.enum(['name', 'price', 'stock', 'createdAt']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page,
  pageSize,
});
/** What a caller may send; the server fills the defaults. */
export type ProductListQuery = Partial<z.output<typeof productListQuerySchema>>;

const stock = z
  .number({ error: 'stockInvalid' })
  .int('stockInvalid')
  .min(0, 'stockInvalid')
  .max(MAX_PRODUCT_STOCK, 'stockInvalid');

export const productInputSchema = z.object({
  name: localizedInput('productNameRequired', 200),
  description: optionalLocalizedInput(4000),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'categoryRequired' }),
  /** Minor units of the club currency. */
  price: z.number({ error: 'priceInvalid' }).int('priceInvalid').min(0, 'priceInvalid').max(10_000_000, 'priceInvalid'),
  stockQuantity: stock,
  /**
   * The stock the admin saw when the form opened (edits only): orders move stock meanwhile, so a different stock
   * now is refused with STOCK_CHANGED rather than overwritten.
   */
  expectedStock: stock.optional(),
  active: z.boolean().default(true),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const productActiveSchema = z.object({ active: z.boolean() });

export const adminProductSchema = z.object({
  id: z.string(),
  name: localizedTextSchema,
  description: localizedTextSchema.nullable(),
  category: z.enum(PRODUCT_CATEGORIES),
  price: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** Free to sell now (what pending orders hold is already taken off). */
  stockQuantity: z.number().int(),
  /** Held by pending (unpaid) orders: it comes back if they are cancelled. */
  reserved: z.number().int(),
  imageUrl: z.string().nullable(),
  /** A small copy for lists (the image itself when there is none). */
  thumbnailUrl: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
/** With the club's currency, which new prices are entered in. */
export const productListSchema = listOf(adminProductSchema).extend({ currency: z.enum(CURRENCIES) });
export type ProductList = z.infer<typeof productListSchema>;

// Orders.

export const orderListQuerySchema = z.object({
  /** Order number, buyer's name or email. */
  search,
  status: z.enum(ORDER_STATUSES).optional(),
  page,
  pageSize,
});
export type OrderListQuery = Partial<z.output<typeof orderListQuerySchema>>;

export const adminOrderSchema = orderSchema.extend({
  cancelledAt: z.string().nullable(),
  /** A paid order cancelled by an admin: its money went back through the card provider. */
  refunded: z.boolean(),
  /** The buyer's account, or null for a guest. */
  userId: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderListSchema = listOf(adminOrderSchema);
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** Cancelling an order; a completed (paid) one is refunded in full, for this reason. */
export const cancelOrderSchema = z.object({
  reason: z.enum(REFUND_REASONS, { error: 'reasonRequired' }).default('requested_by_customer'),
});
export type CancelOrderInput = z.input<typeof cancelOrderSchema>;
