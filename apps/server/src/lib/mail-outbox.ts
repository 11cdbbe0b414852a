// A mail written to the outbox inside the transaction that makes it true (a trial booked, an erasure decided), so a
// rollback sends nothing; the mailer delivers it once that transaction has committed (deliverQueued).
import type { Tx } from '../db/client.js';
import { emailOutbox } from '../db/schema/index.js';
import type { Mail } from './mailer.js';

/** Writes the mail to the outbox in the caller's transaction and answers its id (for deliverQueued). */
export async function queueMailIn(tx: Tx, mail: Mail): Promise<string> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, kind: mail.kind })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('mail not queued');
  return row.id;
}
