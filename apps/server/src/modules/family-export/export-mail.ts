// The mail that says a family's export is ready, in the account's language, with its download link.
import type { Language } from '@swim/shared/enums';
import type { Mail } from '../../lib/mailer.js';

const TEXT = {
  bg: {
    subject: 'Копието на Вашите данни е готово',
    hello: (name: string) => `Здравейте, ${name}!`,
    ready: 'Копието на данните, които клубът пази за вас и децата ви, е готово за изтегляне.',
    link: (hours: number) =>
      `Линкът работи ${hours} часа и само когато сте влезли в профила си. Влезте в сайта и отворете:`,
    profile: 'Можете да го изтеглите и от страницата на профила си:',
    notYou: 'Ако не сте поискали това копие, пишете ни веднага.',
  },
  en: {
    subject: 'The copy of your data is ready',
    hello: (name: string) => `Hello ${name},`,
    ready: 'The copy of the data the club holds about you and your children is ready to download.',
    link: (hours: number) => `The link works for ${hours} hours and only while you are signed in. Sign in, then open:`,
    profile: 'You can also download it from your profile page:',
    notYou: 'If you did not ask for this copy, write to us at once.',
  },
  ru: {
    subject: 'Копия ваших данных готова',
    hello: (name: string) => `Здравствуйте, ${name}!`,
    ready: 'Копия данных, которые клуб хранит о вас и ваших детях, готова к скачиванию.',
    link: (hours: number) =>
      `Ссылка работает ${hours} часа и только после входа в ваш аккаунт. Войдите на сайт и откройте:`,
    profile: 'Её также можно скачать на странице профиля:',
    notYou: 'Если вы не запрашивали эту копию, сразу напишите нам.',
  },
} as const;

/** A plain-text notice that the export is ready, with the download link and the profile page. */
export function exportReadyMail(input: {
  to: string;
  name: string;
  language: Language;
  clubName: string;
  downloadUrl: string;
  profileUrl: string;
  hours: number;
}): Mail {
  const t = TEXT[input.language] ?? TEXT.bg;
  const text = [
    t.hello(input.name),
    '',
    t.ready,
    '',
    t.link(input.hours),
    input.downloadUrl,
    '',
    t.profile,
    input.profileUrl,
    '',
    t.notYou,
    '',
    input.clubName,
  ].join('\n');
  return { to: input.to, kind: 'family-export-ready', subject: `${t.subject} – ${input.clubName}`, text };
}
