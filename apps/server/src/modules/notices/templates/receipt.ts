// receipt: a payment paid by card or confirmed by the club. The mail is the receipt the club has always sent (outbox
// kind 'payment-receipt', receipt-mail.ts); the push says the money arrived.
import type { Payment } from '@swim/shared/api/payments';
import type { Language } from '@swim/shared/enums';
import { formatMonth } from '@swim/shared/month-names';
import { receiptMail } from '../../payments/receipt-mail.js';
import type { NoticeMessage } from '../notice-service.js';
import { link, type NoticeSite, price, signature } from './kit.js';

export type ReceiptData = {
  site: NoticeSite;
  payment: Payment;
  /** The payment's confirmation PDF in a language (a path of the API). */
  confirmationPath: (language: Language) => string;
};

const TITLE: Record<Language, string> = {
  bg: 'Получихме плащането ви',
  en: 'Payment received',
  ru: 'Платёж получен',
};

export function receiptMessage(data: ReceiptData, language: Language): NoticeMessage {
  const { payment } = data;
  const mail = receiptMail({
    to: '',
    language,
    payment,
    clubName: signature(data.site, language),
    paymentsUrl: link(data.site, '/payments'),
    confirmationUrl: link(data.site, data.confirmationPath(language)),
    dualDisplay: data.site.dualDisplay,
  });
  const body = [
    price(data.site, payment.amount, payment.currency, language),
    payment.childName,
    payment.billingPeriod ? formatMonth(payment.billingPeriod, language) : null,
  ].filter(Boolean);
  return {
    subject: mail.subject,
    text: mail.text,
    mailKind: mail.kind,
    push: { title: TITLE[language], body: body.join(' – '), url: '/payments' },
  };
}
