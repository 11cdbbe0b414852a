// The order confirmation a buyer gets once the order is paid, in the language they shopped in.
import type { Order } from '@swim/shared/api/shop';
import type { Language } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized';
import { formatPrice } from '@swim/shared/dual-money';
import type { Mail } from '../../lib/mailer.js';

const TEXT = {
  bg: {
    subject: (n: string) => `Поръчка ${n} е потвърдена`,
    hello: (name: string) => `Здравейте, ${name}!`,
    body: 'Получихме плащането за вашата поръчка. Ще я изпратим на посочения адрес.',
    number: 'Номер на поръчката',
    items: 'Артикули',
    total: 'Общо',
    address: 'Адрес за доставка',
    link: 'Вашите поръчки',
  },
  en: {
    subject: (n: string) => `Order ${n} confirmed`,
    hello: (name: string) => `Hello ${name},`,
    body: 'We have received the payment for your order. We will ship it to the address you gave.',
    number: 'Order number',
    items: 'Items',
    total: 'Total',
    address: 'Shipping address',
    link: 'Your orders',
  },
  ru: {
    subject: (n: string) => `Заказ ${n} подтверждён`,
    hello: (name: string) => `Здравствуйте, ${name}!`,
    body: 'Мы получили оплату вашего заказа и отправим его по указанному адресу.',
    number: 'Номер заказа',
    items: 'Товары',
    total: 'Итого',
    address: 'Адрес доставки',
    link: 'Ваши заказы',
  },
} as const;

/** A plain-text confirmation of one paid order. */
export function orderConfirmationMail(input: {
  order: Order;
  language: Language;
  clubName: string;
  ordersUrl: string;
  /** The club's dual display: every amount in both currencies alike. */
  dualDisplay: boolean;
}): Mail {
  const t = TEXT[input.language] ?? TEXT.bg;
  const { order, language } = input;
  const money = (amount: number) => formatPrice(amount, order.currency, language, input.dualDisplay);
  const lines = [
    t.hello(order.customerName),
    '',
    t.body,
    '',
    `${t.number}: ${order.number}`,
    `${t.items}:`,
    ...order.items.map(
      (item) => `  ${item.quantity} × ${pickText(item.name, language)} – ${money(item.price * item.quantity)}`,
    ),
    `${t.total}: ${money(order.total)}`,
    `${t.address}: ${order.shippingAddress}`,
    '',
    `${t.link}: ${input.ordersUrl}`,
    '',
    input.clubName,
  ];
  return {
    to: order.email,
    kind: 'order-confirmation',
    subject: `${t.subject(order.number)} – ${input.clubName}`,
    text: lines.join('\n'),
  };
}
