// The texts of the mails the auth library asks us to send, in the account holder's language (the site's language
// they signed up in, or the one they chose in their profile).
import type { Language } from '@swim/shared/enums';
import type { Mail } from '../../lib/mailer.js';
import { type Recipient, recipientLanguage } from './recipient-language.js';

const TEXT = {
  bg: {
    hello: (name: string) => `Здравейте, ${name}!`,
    verifySubject: 'Потвърдете имейла си',
    verifyBody: 'Благодарим, че се регистрирахте в Плувен клуб „Делфин“. Потвърдете имейла си чрез линка:',
    verifyNotYou: 'Ако не сте се регистрирали вие, игнорирайте това писмо.',
    resetSubject: 'Нулиране на паролата',
    resetBody: 'Получихме заявка за нулиране на паролата ви. Задайте нова парола чрез линка (валиден 1 час):',
    resetNotYou: 'Ако не сте поискали това, игнорирайте писмото.',
    existingSubject: 'Вече имате профил',
    existingBody:
      'Някой опита да създаде профил с този имейл, но вие вече имате профил. Влезте или нулирайте паролата си тук:',
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    verifySubject: 'Confirm your email',
    verifyBody: 'Thank you for signing up with Delfin Swimming Club. Confirm your email with this link:',
    verifyNotYou: 'If you did not sign up, ignore this mail.',
    resetSubject: 'Reset your password',
    resetBody: 'We received a request to reset your password. Set a new one with this link (valid for 1 hour):',
    resetNotYou: 'If you did not ask for this, ignore this mail.',
    existingSubject: 'You already have an account',
    existingBody:
      'Someone tried to sign up with this email, but you already have an account. Sign in or reset your password here:',
  },
  ru: {
    hello: (name: string) => `Здравствуйте, ${name}!`,
    verifySubject: 'Подтвердите адрес эл. почты',
    verifyBody: 'Спасибо за регистрацию в Плавательном клубе «Делфин». Подтвердите адрес эл. почты, перейдя по ссылке:',
    verifyNotYou: 'Если вы не регистрировались, проигнорируйте это письмо.',
    resetSubject: 'Сброс пароля',
    resetBody: 'Мы получили запрос на сброс вашего пароля. Задайте новый пароль по ссылке (действует 1 час):',
    resetNotYou: 'Если вы этого не запрашивали, проигнорируйте письмо.',
    existingSubject: 'У вас уже есть профиль',
    existingBody:
      'Кто-то попытался создать профиль с этим адресом эл. почты, но у вас уже есть профиль. Войдите или сбросьте пароль здесь:',
  },
} as const satisfies Record<Language, unknown>;

/** After sign-up: confirm the address. */
export function verificationMail(user: Recipient, url: string): Mail {
  const t = TEXT[recipientLanguage(user)];
  return {
    to: user.email,
    kind: 'verify-email',
    subject: t.verifySubject,
    text: [t.hello(user.name), '', t.verifyBody, url, '', t.verifyNotYou].join('\n'),
  };
}

/** A new password through a link valid for an hour. */
export function resetPasswordMail(user: Recipient, url: string): Mail {
  const t = TEXT[recipientLanguage(user)];
  return {
    to: user.email,
    kind: 'reset-password',
    subject: t.resetSubject,
    text: [t.hello(user.name), '', t.resetBody, url, '', t.resetNotYou].join('\n'),
  };
}

/** To the owner of an address someone tried to sign up with again (the answer to the sign-up never tells). */
export function existingAccountMail(user: Recipient, signInUrl: string): Mail {
  const t = TEXT[recipientLanguage(user)];
  return {
    to: user.email,
    kind: 'existing-account',
    subject: t.existingSubject,
    text: [t.hello(user.name), '', t.existingBody, signInUrl].join('\n'),
  };
}
