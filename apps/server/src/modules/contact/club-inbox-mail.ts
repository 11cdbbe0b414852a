// A message from the contact form as it reaches the club's inbox: in Bulgarian, the club's language.
import type { ContactMessageInput } from '@swim/shared/api/contact';
import type { Mail } from '../../lib/mailer.js';

/** The club's copy of a visitor's message, with how to reach them. */
export function clubInboxMail(clubInbox: string, input: ContactMessageInput): Mail {
  const lines = [
    `От: ${input.name} <${input.email}>`,
    input.phone ? `Телефон: ${input.phone}` : null,
    input.subject ? `Тема: ${input.subject}` : null,
    '',
    input.message,
  ].filter((line): line is string => line !== null);
  return {
    to: clubInbox,
    subject: `Съобщение от сайта: ${input.subject || input.name}`,
    text: lines.join('\n'),
    kind: 'contact',
  };
}
