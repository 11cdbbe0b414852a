/** What an invoice is asked for: one of the parent's payments or one of the buyer's orders. */
export type DocumentSource = { kind: 'payment' | 'order'; id: string };

/** The API path of the source's invoices: '/payments/:id' or '/orders/:id'. */
export function sourcePath({ kind, id }: DocumentSource): string {
  return `/${kind === 'payment' ? 'payments' : 'orders'}/${encodeURIComponent(id)}`;
}
