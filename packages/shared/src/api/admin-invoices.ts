// The admin's invoices list in Billing and its CSV for the accountant (issue 24 item 8): invoices and credit notes
// issued in a period (on the issue date), paged, with each invoice's status computed from its credit notes.
import { z } from 'zod';
import { CURRENCIES, LANGUAGES } from '../enums.js';
import { INVOICE_KINDS } from './invoices.js';
import { isoDateSchema } from './iso-date.js';

/** An invoice's standing: nothing credited, part of its total credited, or all of it. */
export const INVOICE_STATUSES = ['issued', 'partly_credited', 'fully_credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

const period = z.object({
  /** First and last issue date, 'YYYY-MM-DD' (club calendar), both included; either may be left open. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
type Period = z.infer<typeof period>;
const orderedPeriod = (value: Period, ctx: z.RefinementCtx) => {
  if (value.from && value.to && value.to < value.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'dateRangeInvalid' });
  }
};

export const adminInvoiceListQuerySchema = period
  .extend({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .superRefine(orderedPeriod);
/** What a caller may send; the server fills the defaults. */
export type AdminInvoiceListQuery = Partial<z.output<typeof adminInvoiceListQuerySchema>>;

/** The CSV's period, and the language of its headings and words. */
export const adminInvoiceExportQuerySchema = period
  .extend({ lang: z.enum(LANGUAGES).optional() })
  .superRefine(orderedPeriod);
export type AdminInvoiceExportQuery = z.infer<typeof adminInvoiceExportQuerySchema>;

export const adminInvoiceSchema = z.object({
  id: z.string(),
  /** Ten digits, one sequence for invoices and credit notes. */
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** 'YYYY-MM-DD', club calendar. */
  issueDate: z.string(),
  recipientName: z.string(),
  /** A company recipient's EIK; null for a person. */
  recipientEik: z.string().nullable(),
  /** Minor units of `currency`; a credit note's is the amount it takes back. */
  total: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** An invoice's standing from its credit notes; null for a credit note. */
  status: z.enum(INVOICE_STATUSES).nullable(),
  /** The payment (PM-…) or shop order (SC-…) it documents. */
  paymentNumber: z.string().nullable(),
  orderNumber: z.string().nullable(),
  /** The invoice a credit note corrects. */
  correctsNumber: z.string().nullable(),
  /** An invoice's credit notes, oldest first. */
  creditNotes: z.array(z.object({ id: z.string(), number: z.string() })),
  pdfUrl: z.string(),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

/** Per currency (never added across currencies): what the period's invoices and credit notes total. */
export const invoiceTotalsSchema = z.array(
  z.object({ currency: z.enum(CURRENCIES), invoiced: z.number().int(), credited: z.number().int() }),
);
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

export const adminInvoiceListSchema = z.object({
  items: z.array(adminInvoiceSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: invoiceTotalsSchema,
});
export type AdminInvoiceList = z.infer<typeof adminInvoiceListSchema>;
