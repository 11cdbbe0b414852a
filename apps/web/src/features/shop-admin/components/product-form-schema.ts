import {
  type AdminProduct,
  MAX_PRODUCT_STOCK,
  type ProductInput,
  productInputSchema,
} from '@swim/shared/api/admin-shop';
import { formatMoneyInput, parseMoneyInput } from '@swim/shared/money-input';
import { z } from 'zod';

const wholeNumber = /^\d{1,6}$/;

/**
 * The product form: the server's request schema, with the price typed in the club currency ("24.90") and the stock
 * typed as text, rather than minor units and numbers. Everything else is checked exactly as the server checks it.
 */
export const productFormSchema = productInputSchema.omit({ expectedStock: true }).extend({
  price: z.string().refine((text) => parseMoneyInput(text) !== null, 'priceInvalid'),
  stockQuantity: z
    .string()
    .refine((text) => wholeNumber.test(text.trim()) && Number(text) <= MAX_PRODUCT_STOCK, 'stockInvalid'),
});
export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

const text = (value?: { bg: string; en?: string; ru?: string } | null) => ({
  bg: value?.bg ?? '',
  en: value?.en ?? '',
  ru: value?.ru ?? '',
});

/** The form's starting values: the product being edited, or an empty new one. */
export function toProductFormValues(product: AdminProduct | undefined, language: string): ProductFormValues {
  return {
    name: text(product?.name),
    description: text(product?.description),
    category: product?.category ?? 'swimwear',
    price: product ? formatMoneyInput(product.price, language) : '',
    stockQuantity: product ? String(product.stockQuantity) : '0',
    active: product?.active ?? true,
  };
}

/** What the server receives: minor units, and for an edit the stock the form was opened with. */
export function toProductInput(values: ProductFormOutput, product?: AdminProduct): ProductInput {
  return {
    ...values,
    price: parseMoneyInput(values.price) ?? 0,
    stockQuantity: Number(values.stockQuantity.trim()),
    ...(product ? { expectedStock: product.stockQuantity } : {}),
  };
}
