// Invoices (фактури) and credit notes (кредитни известия): the club's legal details, who an invoice is made out to,
// and what the API answers (issue 24). Amounts are integer minor units; messages of refusals are i18n keys.
import { z } from 'zod';
import { CURRENCIES } from '../enums.js';
import { isValidEik, isValidVatNumber } from '../eik.js';

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_RECIPIENT_TYPES = ['person', 'company'] as const;
export type InvoiceRecipientType = (typeof INVOICE_RECIPIENT_TYPES)[number];

/** The club as an invoice names it (club settings); null until the admin has entered them. */
export const clubLegalDetailsSchema = z.object({
  legalName: z.string(),
  eik: z.string(),
  /** Only when VAT registered, e.g. BG121517190. */
  vatNumber: z.string().nullable(),
  address: z.string(),
  /** Материално отговорно лице: the accountable person. */
  mol: z.string(),
  vatRegistered: z.boolean(),
});
export type ClubLegalDetails = z.infer<typeof clubLegalDetailsSchema>;

const text = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, 'tooLong');
const eik = z
  .string({ error: 'eikInvalid' })
  .transform((v) => v.replace(/\s+/g, ''))
  .refine(isValidEik, 'eikInvalid');
const vatNumber = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => v === '' || isValidVatNumber(v), 'vatNumberInvalid')
  .transform((v) => (v === '' ? null : v));

export const clubLegalDetailsInputSchema = z
  .object({
    legalName: text('legalNameRequired', 200),
    eik,
    vatNumber: vatNumber.nullable().optional(),
    address: text('addressRequired', 300),
    mol: text('molRequired', 200),
    vatRegistered: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.vatRegistered && !v.vatNumber)
      ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: 'vatNumberRequired' });
  })
  .transform((v) => ({ ...v, vatNumber: v.vatRegistered ? (v.vatNumber ?? null) : null }));

/** Who the invoice is made out to: the parent or buyer as a person, or a company paying for them. */
export const invoiceRecipientSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('person'), name: z.string(), address: z.string().nullable() }),
  z.object({
    type: z.literal('company'),
    name: z.string(),
    eik: z.string(),
    vatNumber: z.string().nullable(),
    address: z.string(),
    mol: z.string(),
  }),
]);
export type InvoiceRecipient = z.infer<typeof invoiceRecipientSchema>;

export const invoiceRecipientInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('person'),
      name: text('nameRequired', 200),
      // VAT Act art. 114(1)(5): the recipient's address, a person's too.
      address: text('addressRequired', 300),
    }),
    z.object({
      type: z.literal('company'),
      name: text('companyNameRequired', 200),
      eik,
      vatNumber: vatNumber
        .nullable()
        .optional()
        .transform((v) => v ?? null),
      address: text('addressRequired', 300),
      mol: text('molRequired', 200),
    }),
  ],
  { error: 'recipientTypeRequired' },
);
export type InvoiceRecipientInput = z.input<typeof invoiceRecipientInputSchema>;

/** One line as printed: description, quantity, unit price and amount (minor units, VAT excluded when charged). */
export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceCurrencySchema = z.enum(CURRENCIES);

/** Ask for an invoice for a paid or validated payment, or a paid order: who it is made out to. */
export const requestInvoiceSchema = z.object({ recipient: invoiceRecipientInputSchema });
export type RequestInvoiceInput = z.input<typeof requestInvoiceSchema>;

/**
 * An invoice or credit note as a payment, an order or a list shows it. `pdfUrl` downloads the stored document
 * (GET /api/invoices/:id/pdf: its requester or buyer, the payment's parent, and admins).
 */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** 'YYYY-MM-DD', club calendar. */
  issueDate: z.string(),
  recipientName: z.string(),
  total: z.number().int(),
  currency: invoiceCurrencySchema,
  /** The number of the invoice a credit note corrects. */
  correctsNumber: z.string().nullable(),
  pdfUrl: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** A payment's or order's invoice and the credit notes issued against it, newest last. */
export const documentInvoicesSchema = z.object({
  invoice: invoiceSummarySchema.nullable(),
  creditNotes: z.array(invoiceSummarySchema),
  /** Whether the caller may ask for an invoice now (paid, none yet, the club's legal details entered). */
  canRequest: z.boolean(),
});
export type DocumentInvoices = z.infer<typeof documentInvoicesSchema>;

/** Messages of the refusals (i18n keys 'invoices.errors.*' on the web). */
export const INVOICE_MESSAGES = [
  'eikInvalid',
  'vatNumberInvalid',
  'vatNumberRequired',
  'legalNameRequired',
  'molRequired',
  'companyNameRequired',
  'recipientTypeRequired',
] as const;
