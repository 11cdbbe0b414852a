// The words of a payment confirmation (PDF) in the parent's language. It confirms money received and says plainly
// that it is neither a fiscal receipt nor an invoice (ADR 0035).
import type { Language, PaymentMethod, PlanType } from '@swim/shared/enums';
import type { PaymentKind } from '../../db/schema/index.js';

export type ConfirmationText = {
  title: string;
  notFiscal: string;
  payer: string;
  child: string;
  class: string;
  plan: string;
  period: string;
  amount: string;
  refunded: string;
  method: string;
  paidOn: string;
  validatedOn: string;
  number: string;
  id: string;
  methods: Record<PaymentMethod, string>;
  plans: Record<PlanType, string>;
  /** What a payment without a plan of its own pays for. */
  kinds: Record<Exclude<PaymentKind, 'plan'>, string>;
};

export const CONFIRMATION_TEXT: Record<Language, ConfirmationText> = {
  bg: {
    title: 'Потвърждение за плащане',
    notFiscal:
      'Този документ потвърждава, че клубът е получил плащането. Той не е фискален бон (касова бележка) и не е фактура.',
    payer: 'Платец',
    child: 'Дете',
    class: 'Група',
    plan: 'План',
    period: 'Период',
    amount: 'Сума',
    refunded: 'Възстановена сума',
    method: 'Начин на плащане',
    paidOn: 'Платено на',
    validatedOn: 'Потвърдено на',
    number: 'Номер на плащането',
    id: 'Идентификатор',
    methods: { card: 'С карта', cash: 'В брой', bank_transfer: 'Банков превод' },
    plans: {
      pool_8: '8 посещения месечно',
      pool_12: '12 посещения месечно',
      pool_16: '16 посещения месечно',
      pool_monthly: 'Неограничен месечен',
      kindergarten_monthly: 'Месечен за детска градина',
    },
    kinds: { subscription: 'Месечен абонамент', kindergarten: 'Сметка за детска градина' },
  },
  en: {
    title: 'Payment confirmation',
    notFiscal:
      'This document confirms that the club has received the payment. It is not a fiscal receipt and not an invoice.',
    payer: 'Paid by',
    child: 'Child',
    class: 'Class',
    plan: 'Plan',
    period: 'Period',
    amount: 'Amount',
    refunded: 'Refunded',
    method: 'Payment method',
    paidOn: 'Paid on',
    validatedOn: 'Confirmed on',
    number: 'Payment number',
    id: 'Reference',
    methods: { card: 'Card', cash: 'Cash', bank_transfer: 'Bank transfer' },
    plans: {
      pool_8: '8 sessions a month',
      pool_12: '12 sessions a month',
      pool_16: '16 sessions a month',
      pool_monthly: 'Unlimited monthly',
      kindergarten_monthly: 'Kindergarten monthly',
    },
    kinds: { subscription: 'Monthly subscription', kindergarten: 'Kindergarten bill' },
  },
  ru: {
    title: 'Подтверждение оплаты',
    notFiscal:
      'Этот документ подтверждает, что клуб получил платёж. Он не является фискальным чеком (кассовым чеком) и не является счётом-фактурой.',
    payer: 'Плательщик',
    child: 'Ребёнок',
    class: 'Группа',
    plan: 'Тариф',
    period: 'Период',
    amount: 'Сумма',
    refunded: 'Возвращено',
    method: 'Способ оплаты',
    paidOn: 'Оплачено',
    validatedOn: 'Подтверждено',
    number: 'Номер платежа',
    id: 'Идентификатор',
    methods: { card: 'Карта', cash: 'Наличные', bank_transfer: 'Банковский перевод' },
    plans: {
      pool_8: '8 занятий в месяц',
      pool_12: '12 занятий в месяц',
      pool_16: '16 занятий в месяц',
      pool_monthly: 'Безлимитный на месяц',
      kindergarten_monthly: 'Месячный для детского сада',
    },
    kinds: { subscription: 'Ежемесячная подписка', kindergarten: 'Счёт детского сада' },
  },
};
