// order_paid and order_sent: a shop order paid (the confirmation the shop has always mailed, outbox kind
// 'order-confirmation', order-mail.ts) and an order handed to the courier (for the shop's fulfilment, still to come).
import type { Order } from '@swim/shared/api/shop';
import type { Language } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized';
import { orderConfirmationMail } from '../../shop/order-mail.js';
import type { NoticeMessage } from '../notice-service.js';
import { HELLO, lines, link, type NoticeSite, price, signature, subjectOf } from './kit.js';

export type OrderNoticeData = { site: NoticeSite; order: Order };

const TEXT = {
  bg: {
    paidTitle: (n: string) => `Поръчка ${n} е потвърдена`,
    total: 'Общо',
    sent: {
      subject: (n: string) => `Поръчка ${n} е изпратена`,
      body: 'Изпратихме вашата поръчка на адрес:',
      items: 'Артикули',
      link: 'Вашите поръчки',
    },
  },
  en: {
    paidTitle: (n: string) => `Order ${n} confirmed`,
    total: 'Total',
    sent: {
      subject: (n: string) => `Order ${n} is on its way`,
      body: 'We have sent your order to:',
      items: 'Items',
      link: 'Your orders',
    },
  },
  ru: {
    paidTitle: (n: string) => `Заказ ${n} подтверждён`,
    total: 'Итого',
    sent: {
      subject: (n: string) => `Заказ ${n} отправлен`,
      body: 'Мы отправили ваш заказ по адресу:',
      items: 'Товары',
      link: 'Ваши заказы',
    },
  },
} as const;

const orderPath = (order: Order) => `/orders/${order.id}`;

export function orderPaidMessage(data: OrderNoticeData, language: Language): NoticeMessage {
  const t = TEXT[language] ?? TEXT.bg;
  const mail = orderConfirmationMail({
    order: data.order,
    language,
    clubName: signature(data.site, language),
    ordersUrl: link(data.site, '/orders'),
    dualDisplay: data.site.dualDisplay,
  });
  return {
    subject: mail.subject,
    text: mail.text,
    mailKind: mail.kind,
    push: {
      title: t.paidTitle(data.order.number),
      body: `${t.total}: ${price(data.site, data.order.total, data.order.currency, language)}`,
      url: orderPath(data.order),
    },
  };
}

export function orderSentMessage(data: OrderNoticeData, language: Language): NoticeMessage {
  const t = (TEXT[language] ?? TEXT.bg).sent;
  const { order } = data;
  const subject = t.subject(order.number);
  return {
    subject: subjectOf(subject, data.site, language),
    text: lines(
      HELLO[language](order.customerName),
      '',
      t.body,
      order.shippingAddress,
      '',
      `${t.items}:`,
      ...order.items.map((item) => `  ${item.quantity} × ${pickText(item.name, language)}`),
      '',
      `${t.link}: ${link(data.site, orderPath(order))}`,
      '',
      signature(data.site, language),
    ),
    push: { title: subject, body: order.shippingAddress, url: orderPath(order) },
  };
}
