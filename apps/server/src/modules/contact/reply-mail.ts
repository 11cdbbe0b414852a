// The club's answer to a contact message, in the language the sender wrote in, quoting what they wrote.
import type { Language } from '@swim/shared/enums';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { pickText } from '@swim/shared/localized';
import type { ClubSettings } from '@swim/shared/api/club-settings';
import type { Mail } from '../../lib/mailer.js';

const TEXT = {
  bg: {
    subject: (topic: string) => `Отговор: ${topic}`,
    topic: 'вашето съобщение до клуба',
    hello: (name: string) => `Здравейте, ${name}!`,
    wrote: (date: string) => `На ${date} ни писахте:`,
    regards: 'Поздрави,',
  },
  en: {
    subject: (topic: string) => `Re: ${topic}`,
    topic: 'your message to the club',
    hello: (name: string) => `Hello ${name},`,
    wrote: (date: string) => `On ${date} you wrote:`,
    regards: 'Kind regards,',
  },
  ru: {
    subject: (topic: string) => `Ответ: ${topic}`,
    topic: 'ваше сообщение клубу',
    hello: (name: string) => `Здравствуйте, ${name}!`,
    wrote: (date: string) => `${date} вы написали:`,
    regards: 'С уважением,',
  },
} as const;

const LOCALE_TAG: Record<Language, string> = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' };

type ReplyMailInput = {
  to: string;
  name: string;
  subject: string | null;
  message: string;
  sentAt: Date;
  language: Language;
  body: string;
  club: ClubSettings;
};

/** A plain-text reply: greeting, the answer, the club's signature, then the original message quoted. */
export function contactReplyMail(input: ReplyMailInput): Mail {
  const t = TEXT[input.language];
  const date = new Intl.DateTimeFormat(LOCALE_TAG[input.language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: CLUB_TIME_ZONE,
  }).format(input.sentAt);
  const quoted = input.message.split(/\r?\n/).map((line) => `> ${line}`);
  const lines = [
    t.hello(input.name),
    '',
    input.body,
    '',
    t.regards,
    pickText(input.club.name, input.language),
    `${input.club.phone} · ${input.club.email}`,
    '',
    t.wrote(date),
    ...quoted,
  ];
  return {
    to: input.to,
    subject: t.subject(input.subject?.trim() || t.topic),
    text: lines.join('\n'),
    kind: 'contact-reply',
  };
}
