// The request dialog's values: the person's and the company's fields are kept apart, so switching between them loses
// nothing typed; the server's own schema checks what is sent (so the two cannot drift), its issues put back on the
// chosen recipient's fields.
import { type InvoiceRecipientType, requestInvoiceSchema } from '@swim/shared/api/invoices';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type RequestInvoice = z.output<typeof requestInvoiceSchema>;
export type PersonValues = { name: string; address: string };
export type CompanyValues = { name: string; eik: string; vatNumber: string; address: string; mol: string };
export type RecipientFormValues = { type: InvoiceRecipientType; person: PersonValues; company: CompanyValues };
export type RecipientField = keyof PersonValues | keyof CompanyValues;

/** A person's name and address to start from: the parent, or the buyer and the order's address. */
export type RecipientDefaults = { name: string; address?: string };

export function toFormValues({ name, address = '' }: RecipientDefaults): RecipientFormValues {
  return {
    type: 'person',
    person: { name, address },
    company: { name: '', eik: '', vatNumber: '', address: '', mol: '' },
  };
}

/** What the API takes for the chosen recipient. */
export function toRequest(values: RecipientFormValues) {
  return {
    recipient:
      values.type === 'person'
        ? { type: 'person' as const, ...values.person }
        : { type: 'company' as const, ...values.company },
  };
}

const FIELDS: Record<InvoiceRecipientType, readonly RecipientField[]> = {
  person: ['name', 'address'],
  company: ['name', 'eik', 'vatNumber', 'address', 'mol'],
};

/** The chosen recipient's field a schema or server issue names (its path ends with the field), if any. */
export function issueField(type: InvoiceRecipientType, path: ReadonlyArray<PropertyKey> | string) {
  const parts = typeof path === 'string' ? path.split('.') : path;
  const last = parts.at(-1);
  return FIELDS[type].find((field) => field === last);
}

export const recipientResolver: Resolver<RecipientFormValues, unknown, RequestInvoice> = async (values) => {
  const parsed = requestInvoiceSchema.safeParse(toRequest(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const fields: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = issueField(values.type, issue.path);
    if (field && !fields[field]) fields[field] = { type: 'validation', message: issue.message };
  }
  return { values: {}, errors: { [values.type]: fields } as FieldErrors<RecipientFormValues> };
};
