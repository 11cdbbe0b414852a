// "Payment overdue" (issue 27): the arrears reminder's words (payments/reminder-mail.ts, the one an admin sends by
// hand), sent by the reminder job the day after the due day and then weekly, at most three times.
import type { Language } from '@swim/shared/enums';
import type { PeriodBalance } from '../../payments/owed.js';
import { reminderMail } from '../../payments/reminder-mail.js';
import type { NoticeMessage } from '../notice-service.js';
import { link, type NoticeSite, signature } from './kit.js';
import { writtenTotal } from './payment-due.js';

const PUSH = {
  bg: {
    title: 'Просрочено плащане',
    body: (total: string) => `Остава за плащане: ${total}. Докоснете, за да платите.`,
  },
  en: { title: 'Payment overdue', body: (total: string) => `Still to pay: ${total}. Tap to pay.` },
  ru: {
    title: 'Просроченная оплата',
    body: (total: string) => `Осталось оплатить: ${total}. Нажмите, чтобы оплатить.`,
  },
} as const;

export function paymentOverdueMessage(input: {
  to: string;
  language: Language;
  name: string;
  site: NoticeSite;
  periods: readonly PeriodBalance[];
}): NoticeMessage {
  const mail = reminderMail({
    to: input.to,
    language: input.language,
    parentName: input.name,
    clubName: signature(input.site, input.language),
    periods: input.periods,
    paymentsUrl: link(input.site, '/payments'),
    dualDisplay: input.site.dualDisplay,
  });
  const push = PUSH[input.language] ?? PUSH.bg;
  return {
    subject: mail.subject,
    text: mail.text,
    mailKind: mail.kind,
    push: {
      title: push.title,
      body: push.body(writtenTotal(input.periods, input.language, input.site)),
      url: '/payments',
    },
  };
}
