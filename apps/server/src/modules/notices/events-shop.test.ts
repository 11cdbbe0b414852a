// order_paid and order_sent (issue 27): a paid order's confirmation reaches its buyer once, in the language they shopped
// in, as the outbox's 'order-confirmation' (the club must send it: turning it off changes nothing); the notice of an
// order sent (for the shop's fulfilment to raise) is told once and obeys the buyer's choice. A guest with no account
// gets the plain mail; a guest whose email is an account's verified address is told through that account.
import type { Language } from '@swim/shared/enums';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeDeliveries, orders } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { TEST_CARDS, buildProduct, buildUser, submitCheckout } from '../../test/factories.js';
import { expectWrittenIn, LANGUAGES, mailsTo, NAMES, speaks, turnOffMail } from '../../test/notice-events.js';
import type { TestProvider } from '../payments/provider/test-provider.js';
import { orderSentNotice, sendOrderNotice } from '../shop/order-notices.js';
import { sendOrderConfirmation } from '../shop/settle-order.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const db = () => t.database.db;
let cap: { id: string };
let n = 0;

beforeEach(async () => {
  cap = await buildProduct(db(), { name: { bg: 'Шапка', en: 'Cap', ru: 'Шапочка' }, price: 1500, stockQuantity: 20 });
});
afterEach(async () => {
  await (t.app.payments.provider as TestProvider).deliverPending();
});

const ADDRESS = 'София, ул. Витоша 1';
/** Places an order of one cap and pays it with 4242; answers the order once it is completed. */
async function paidOrder(buyer: { name: string; email: string }, caller?: Caller) {
  const options = {
    method: 'POST' as const,
    url: '/api/orders',
    remoteAddress: `10.20.0.${n++}`,
    payload: {
      ...buyer,
      phone: '+359 888 123 456',
      shippingAddress: ADDRESS,
      items: [{ productId: cap.id, quantity: 1 }],
    },
  };
  const started = caller
    ? await caller.inject(options)
    : await t.app.inject({ ...options, headers: { origin: 'http://localhost:3000' } });
  expect(started.statusCode).toBe(201);
  const { order, checkoutUrl } = started.json();
  await submitCheckout(t.app, checkoutUrl, TEST_CARDS.success);
  await vi.waitFor(async () => {
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('completed');
  });
  return order as { id: string; number: string };
}

async function buyer(language: Language): Promise<Caller> {
  const caller = await buildCaller(t.app, db(), { name: NAMES[language].parent });
  await speaks(db(), caller.user.id, language);
  return caller;
}

describe('an order paid', () => {
  const WORDS: Record<Language, (n: string) => string[]> = {
    bg: (n) => [`Поръчка ${n} е потвърдена`, 'Получихме плащането за вашата поръчка', '1 × Шапка'],
    en: (n) => [`Order ${n} confirmed`, 'We have received the payment for your order', '1 × Cap'],
    ru: (n) => [`Заказ ${n} подтверждён`, 'Мы получили оплату вашего заказа', '1 × Шапочка'],
  };

  it('confirms to each buyer once, in their language, even with the kind turned off', async () => {
    for (const language of LANGUAGES) {
      const caller = await buyer(language);
      await turnOffMail(db(), caller.user.id, 'order_paid');
      const order = await paidOrder({ name: NAMES[language].parent, email: caller.user.email }, caller);
      // The same order settled again (the buyer's return, a late event) confirms nothing more.
      await sendOrderConfirmation(t.app.payments, order.id);
      const mails = await mailsTo(db(), caller.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.kind).toBe('order-confirmation');
      expectWrittenIn(mails[0], language, [...WORDS[language](order.number), NAMES[language].parent]);
    }
  });

  it('tells a guest by plain mail, and a guest using an account’s verified email through that account', async () => {
    // A guest's mail is sent by the order's one move to paid (under its row lock): once.
    const stranger = await paidOrder({ name: 'Гост Купувач', email: 'guest@example.test' });
    const [plain] = await mailsTo(db(), 'guest@example.test');
    expect(plain?.kind).toBe('order-confirmation');
    expectWrittenIn(plain, 'bg', [`Поръчка ${stranger.number} е потвърдена`]);
    expect(await mailsTo(db(), 'guest@example.test')).toHaveLength(1);

    const account = await buildUser(db(), { email: 'known@example.test', preferredLanguage: 'ru' });
    const known = await paidOrder({ name: 'Ольга Иванова', email: 'known@example.test' });
    await sendOrderConfirmation(t.app.payments, known.id);
    expect(await mailsTo(db(), 'known@example.test')).toHaveLength(1);
    const delivered = await db()
      .select()
      .from(noticeDeliveries)
      .where(and(eq(noticeDeliveries.userId, account.id), eq(noticeDeliveries.kind, 'order_paid')));
    expect(delivered).toHaveLength(1);
  });
});

describe('an order sent', () => {
  const WORDS: Record<Language, (n: string) => string[]> = {
    bg: (n) => [`Поръчка ${n} е изпратена`, `Изпратихме вашата поръчка на адрес:\n${ADDRESS}`, '1 × Шапка'],
    en: (n) => [`Order ${n} is on its way`, `We have sent your order to:\n${ADDRESS}`, '1 × Cap'],
    ru: (n) => [`Заказ ${n} отправлен`, `Мы отправили ваш заказ по адресу:\n${ADDRESS}`, '1 × Шапочка'],
  };
  const send = async (orderId: string) =>
    sendOrderNotice(
      { notices: t.app.notices, mailer: t.app.mailer },
      await orderSentNotice(db(), { orderId, publicUrl: 'https://club.example' }),
    );

  it('tells each buyer once, in their language, with a link to the order', async () => {
    for (const language of LANGUAGES) {
      const caller = await buyer(language);
      const order = await paidOrder({ name: NAMES[language].parent, email: caller.user.email }, caller);
      await send(order.id);
      await send(order.id);
      const mails = (await mailsTo(db(), caller.user.email)).filter((m) => m.kind === 'notice-order_sent');
      expect(mails).toHaveLength(1);
      expectWrittenIn(mails[0], language, [
        ...WORDS[language](order.number),
        `https://club.example/orders/${order.id}`,
      ]);
    }
  });

  it('is not mailed to a buyer who turned it off; a guest without an account gets it by plain mail', async () => {
    const caller = await buyer('bg');
    await turnOffMail(db(), caller.user.id, 'order_sent');
    const order = await paidOrder({ name: NAMES.bg.parent, email: caller.user.email }, caller);
    await send(order.id);
    expect((await mailsTo(db(), caller.user.email)).map((m) => m.kind)).toEqual(['order-confirmation']);

    const guest = await paidOrder({ name: 'Гост Купувач', email: 'guest@example.test' });
    await send(guest.id);
    const sent = (await mailsTo(db(), 'guest@example.test')).filter((m) => m.kind === 'notice-order_sent');
    expect(sent).toHaveLength(1);
    expectWrittenIn(sent[0], 'bg', WORDS.bg(guest.number));
  });
});
