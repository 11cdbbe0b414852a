// The mail a family gets when the closed share of a month is refunded from their card subscription's charge (ADR 0040),
// in their language: each closed month named ("December 2026"), every amount as the club's dual display shows it.
import type { Payment } from '@swim/shared/api/payments';
import type { Language } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized';
import { formatMonth } from '@swim/shared/month-names';
import type { NoticeMessage } from '../notices/notice-service.js';
import { HELLO, link, lines, type NoticeSite, price, signature, subjectOf } from '../notices/templates/kit.js';

export type ClosureRefundMailData = {
  site: NoticeSite;
  /** The subscription's monthly charge the money came back from. */
  payment: Payment;
  /** Each closed month ('YYYY-MM') and its share refunded, oldest first. */
  months: readonly { period: string; amount: number }[];
  /** The refund: what went back to the card. */
  amount: number;
};

const TEXT = {
  bg: {
    subject: 'Върнахме ви сума за затворен басейн',
    push: 'Върната сума за затворен басейн',
    intro:
      'Част от заниманията, платени с месечния ви абонамент, не се състояха, защото басейнът беше затворен. Върнахме тяхната част по картата, с която плащате абонамента:',
    month: (month: string) => `За ${month}`,
    total: 'Общо върнато',
    child: 'Дете',
    class: 'Група',
    charge: (month: string, number: string) => `Върнато от плащането за ${month} (${number})`,
    bank: 'Банката ви може да покаже сумата след няколко дни.',
    link: 'Всички плащания',
  },
  en: {
    subject: 'Refund for sessions not held',
    push: 'Refund for sessions not held',
    intro:
      'Some of the sessions your monthly subscription paid for did not take place because the pool was closed. We have refunded their share to the card your subscription is charged to:',
    month: (month: string) => `For ${month}`,
    total: 'Refunded in total',
    child: 'Child',
    class: 'Class',
    charge: (month: string, number: string) => `Refunded from the charge for ${month} (${number})`,
    bank: 'Your bank may take a few days to show it.',
    link: 'All payments',
  },
  ru: {
    subject: 'Возврат за несостоявшиеся занятия',
    push: 'Возврат за несостоявшиеся занятия',
    intro:
      'Часть занятий, оплаченных ежемесячной подпиской, не состоялась, потому что бассейн был закрыт. Мы вернули их стоимость на карту, с которой оплачивается подписка:',
    // «за декабрь 2026»: after «за» a month's name reads as it does alone.
    month: (month: string) => `За ${month}`,
    total: 'Всего возвращено',
    child: 'Ребёнок',
    class: 'Группа',
    charge: (month: string, number: string) => `Возвращено из платежа за ${month} (${number})`,
    bank: 'Банку может понадобиться несколько дней, чтобы показать возврат.',
    link: 'Все платежи',
  },
} as const;

/** The mail and the push of one closure refund, in `language`. */
export function closureRefundMessage(data: ClosureRefundMailData, language: Language): NoticeMessage {
  const t = TEXT[language] ?? TEXT.bg;
  const { payment, site } = data;
  const money = (amount: number) => price(site, amount, payment.currency, language);
  const monthNames = data.months.map((m) => formatMonth(m.period, language));
  const text = lines(
    HELLO[language](payment.parentName),
    '',
    t.intro,
    '',
    ...data.months.map((m) => `${t.month(formatMonth(m.period, language))}: ${money(m.amount)}`),
    data.months.length > 1 && `${t.total}: ${money(data.amount)}`,
    '',
    payment.childName && `${t.child}: ${payment.childName}`,
    payment.classTitle && `${t.class}: ${pickText(payment.classTitle, language)}`,
    payment.billingPeriod && t.charge(formatMonth(payment.billingPeriod, language), payment.number),
    '',
    t.bank,
    '',
    `${t.link}: ${link(site, '/payments')}`,
    '',
    signature(site, language),
  );
  return {
    subject: subjectOf(t.subject, site, language),
    text,
    mailKind: 'closure-refund',
    push: {
      title: t.push,
      body: [money(data.amount), payment.childName, monthNames.join(', ')].filter(Boolean).join(' – '),
      url: '/payments',
    },
  };
}
