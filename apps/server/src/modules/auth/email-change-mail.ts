// The two mails of an address change, in the account's language: the current address approves the change, then the
// new address proves it is the user's. Only after both links is the account's email changed.
import type { Language } from '@swim/shared/enums';
import type { Mail } from '../../lib/mailer.js';
import { type Recipient, recipientLanguage } from './recipient-language.js';

const TEXT = {
  bg: {
    approveSubject: 'Потвърдете смяната на имейла',
    approveBody: (to: string) =>
      `Поискана е смяна на имейла на профила ви в Плувен клуб „Делфин“ на ${to}. Ако сте вие, потвърдете чрез линка (валиден 1 час); след това ще изпратим линк и на новия адрес:`,
    verifySubject: 'Потвърдете новия си имейл',
    verifyBody: 'Това е новият имейл на профила ви в Плувен клуб „Делфин“. Потвърдете го чрез линка (валиден 1 час):',
    hello: (name: string) => `Здравейте, ${name}!`,
    notYou: 'Ако не сте поискали това, игнорирайте писмото и сменете паролата си.',
  },
  en: {
    approveSubject: 'Confirm your email change',
    approveBody: (to: string) =>
      `Someone asked to change the email of your Delfin Swimming Club account to ${to}. If it was you, confirm with this link (valid for 1 hour); we will then send a link to the new address too:`,
    verifySubject: 'Confirm your new email',
    verifyBody:
      'This is the new email of your Delfin Swimming Club account. Confirm it with this link (valid for 1 hour):',
    hello: (name: string) => `Hello ${name},`,
    notYou: 'If you did not ask for this, ignore this mail and change your password.',
  },
  ru: {
    approveSubject: 'Подтвердите смену адреса эл. почты',
    approveBody: (to: string) =>
      `Запрошена смена адреса эл. почты вашего профиля в Плавательном клубе «Делфин» на ${to}. Если это вы, подтвердите по ссылке (действует 1 час); затем мы отправим ссылку и на новый адрес:`,
    verifySubject: 'Подтвердите новый адрес эл. почты',
    verifyBody:
      'Это новый адрес эл. почты вашего профиля в Плавательном клубе «Делфин». Подтвердите его по ссылке (действует 1 час):',
    hello: (name: string) => `Здравствуйте, ${name}!`,
    notYou: 'Если вы этого не запрашивали, проигнорируйте письмо и смените пароль.',
  },
} as const satisfies Record<Language, unknown>;

/** To the current address: approve the change to `newEmail`. */
export function approveEmailChangeMail(user: Recipient, newEmail: string, url: string): Mail {
  const t = TEXT[recipientLanguage(user)];
  return {
    to: user.email,
    kind: 'approve-email-change',
    subject: t.approveSubject,
    text: [t.hello(user.name), '', t.approveBody(newEmail), url, '', t.notYou].join('\n'),
  };
}

/** To the new address (the library hands the user with the new email): prove the address is theirs. */
export function verifyNewEmailMail(user: Recipient, url: string): Mail {
  const t = TEXT[recipientLanguage(user)];
  return {
    to: user.email,
    kind: 'verify-new-email',
    subject: t.verifySubject,
    text: [t.hello(user.name), '', t.verifyBody, url, '', t.notYou].join('\n'),
  };
}
