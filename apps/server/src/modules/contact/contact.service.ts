// Messages from the public contact form: stored, then mailed to the club's inbox.
import type { ContactMessageInput } from '@swim/shared/api/contact';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';
import type { Mailer } from '../../lib/mailer.js';

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
  const subject = `Съобщение от сайта: ${input.subject || input.name}`;
  const lines = [
    `От: ${input.name} <${input.email}>`,
    input.phone ? `Телефон: ${input.phone}` : null,
    input.subject ? `Тема: ${input.subject}` : null,
    '',
    input.message,
  ].filter((line): line is string => line !== null);
  await ctx.mailer.send({ to: ctx.clubInbox, subject, text: lines.join('\n'), kind: 'contact' });
  return { stored: true };
}
