// The texts of the mails the auth library asks us to send, in Bulgarian with English below.
import type { Mail } from '../../lib/mailer.js';

type Recipient = { email: string; name: string };

export function verificationMail(user: Recipient, url: string): Mail {
  return {
    to: user.email,
    kind: 'verify-email',
    subject: 'Потвърдете имейла си / Confirm your email',
    text: [
      `Здравейте, ${user.name}!`,
      '',
      'Благодарим, че се регистрирахте в Плувен клуб „Делфин“. Потвърдете имейла си чрез линка:',
      url,
      '',
      'Hello! Thank you for signing up with Delfin Swimming Club. Confirm your email with this link:',
      url,
      '',
      'Ако не сте се регистрирали вие, игнорирайте това писмо. / If this was not you, ignore this mail.',
    ].join('\n'),
  };
}

export function resetPasswordMail(user: Recipient, url: string): Mail {
  return {
    to: user.email,
    kind: 'reset-password',
    subject: 'Нулиране на паролата / Reset your password',
    text: [
      `Здравейте, ${user.name}!`,
      '',
      'Получихме заявка за нулиране на паролата ви. Задайте нова парола чрез линка (валиден 1 час):',
      url,
      '',
      'We received a request to reset your password. Set a new one with this link (valid for 1 hour):',
      url,
      '',
      'Ако не сте поискали това, игнорирайте писмото. / If you did not ask for this, ignore this mail.',
    ].join('\n'),
  };
}

export function existingAccountMail(user: Recipient, signInUrl: string): Mail {
  return {
    to: user.email,
    kind: 'existing-account',
    subject: 'Вече имате профил / You already have an account',
    text: [
      `Здравейте, ${user.name}!`,
      '',
      'Някой опита да създаде профил с този имейл, но вие вече имате профил. Влезте или нулирайте паролата си тук:',
      signInUrl,
      '',
      'Someone tried to sign up with this email, but you already have an account. Sign in or reset your password here:',
      signInUrl,
    ].join('\n'),
  };
}
