// The next number of the one sequence of invoices and credit notes (VAT Act art. 78–79; ADR 0035).
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { Tx } from '../../db/client.js';
import { formatInvoiceNumber } from './invoice-amounts.js';

/**
 * Takes the next number inside the issuing transaction: the counter row stays locked until it ends, so concurrent
 * issues queue here, and a rolled-back issue gives its number back (no gap, no duplicate). A missing row starts at 1.
 */
export async function allocateInvoiceNumber(tx: Tx): Promise<string> {
  const [row] = await queryRows<{ last_number: string | number }>(
    tx,
    sql`insert into invoice_number_counter (id, last_number) values (1, 1)
        on conflict (id) do update set last_number = invoice_number_counter.last_number + 1
        returning last_number`,
  );
  if (!row) throw new Error('no invoice number allocated');
  return formatInvoiceNumber(Number(row.last_number));
}
