// The one-time sign-in link mail, in the account holder's language.
import type { Language } from '@swim/shared/enums';
import type { Mail } from '../../lib/mailer.js';

const TEXT = {
  bg: {
    subject: 'Линк за вход',
    hello: (name: string) => `Здравейте, ${name}!`,
    body: (minutes: number) =>
      `Поискахте линк за вход в профила си. Влезте с този линк; той работи веднъж и в следващите ${minutes} минути:`,
    notYou:
      'Ако не сте го поискали вие, игнорирайте писмото: профилът ви остава защитен с паролата ви. Ако получавате такива писма често, сменете паролата си.',
  },
  en: {
    subject: 'Your sign-in link',
    hello: (name: string) => `Hello ${name},`,
    body: (minutes: number) =>
      `You asked for a link to sign in to your account. Sign in with this link; it works once, within the next ${minutes} minutes:`,
    notYou:
      'If this was not you, ignore this mail: your account stays protected by your password. If such mails keep coming, change your password.',
  },
  ru: {
    subject: 'Ссылка для входа',
    hello: (name: string) => `Здравствуйте, ${name}!`,
    body: (minutes: number) =>
      `Вы запросили ссылку для входа в свой профиль. Войдите по этой ссылке; она действует один раз в течение ${minutes} минут:`,
    notYou:
      'Если это были не вы, проигнорируйте письмо: ваш профиль по-прежнему защищён паролем. Если такие письма приходят часто, смените пароль.',
  },
} as const satisfies Record<Language, unknown>;

/** The mail carrying a sign-in link that works once within `minutes`. */
export function signInLinkMail(input: {
  to: string;
  name: string;
  language: Language;
  url: string;
  minutes: number;
}): Mail {
  const t = TEXT[input.language] ?? TEXT.bg;
  return {
    to: input.to,
    kind: 'sign-in-link',
    subject: t.subject,
    text: [t.hello(input.name), '', t.body(input.minutes), input.url, '', t.notYou].join('\n'),
  };
}
