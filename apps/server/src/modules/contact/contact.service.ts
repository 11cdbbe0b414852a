// Messages from the public contact form: stored, then mailed to the club's inbox.
import type { ContactMessageInput } from '@swim/shared/api/contact';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';
import type { Mailer } from '../../lib/mailer.js';
import { clubInboxMail } from './club-inbox-mail.js';

export type ContactContext = { db: Db; mailer: Mailer; clubInbox: string };

/** Stores a contact message and mails it to the club. Honeypot hits are dropped without a trace. */
export async function submitContactMessage(
  ctx: ContactContext,
  input: ContactMessageInput,
  meta: { ipAddress: string; userId: string | null },
): Promise<{ stored: boolean }> {
  if (input.website && input.website.trim() !== '') return { stored: false };
  const [saved] = await ctx.db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      subject: input.subject || null,
      message: input.message,
      ipAddress: meta.ipAddress,
      userId: meta.userId,
      locale: input.locale ?? 'bg',
    })
    .returning();
  if (!saved) return { stored: false };
  await ctx.mailer.send(clubInboxMail(ctx.clubInbox, input));
  return { stored: true };
}
