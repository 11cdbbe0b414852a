// The invoice as its reader sees it: every field the VAT Act (art. 114) asks for, read back out of the downloaded PDF,
// in Cyrillic, for a company and a person, from a club registered for VAT and one that is not. Expected amounts are
// worked by hand: 80.00 paid with 20% VAT in it is a base of 80 / 1.2 = 66.666… -> 66.67 and VAT 13.33.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { pdfText } from '../../test/pdf-text.js';
import { CLUB_LEGAL, CLUB_LEGAL_VAT, COMPANY, buildPaidMonth, enterClubLegal } from './test-invoices.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let parent: Caller;
let admin: Caller;

beforeEach(async () => {
  parent = await buildCaller(t.app, t.database.db, { name: 'Мария Петрова' });
  admin = await buildCaller(t.app, t.database.db, { role: 'admin', name: 'Админ' });
});

/** The downloaded PDF's text, its spaces (non-breaking ones too) made plain and single. */
async function issueAndRead(paymentId: string, recipient: object) {
  const res = await parent.inject({
    method: 'POST',
    url: `/api/payments/${paymentId}/invoice`,
    payload: { recipient },
  });
  expect(res.statusCode, res.body).toBe(201);
  const pdf = await parent.inject({ url: res.json().pdfUrl });
  return (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
}

const today = () => {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date()).split('-');
  return `${d}.${m}.${y}`;
};

const LINE = 'Обучение по плуване: Начинаещи, ноември 2026, Александър Петров';

describe('the invoice PDF', () => {
  it('names a VAT-registered club, a company recipient, the line, the tax base, 20% VAT and the total', async () => {
    await enterClubLegal(admin, CLUB_LEGAL_VAT);
    const payment = await buildPaidMonth(t.database.db, parent.user.id);
    const text = await issueAndRead(payment.id, COMPANY);
    for (const field of [
      'ФАКТУРА',
      'Invoice',
      '№ 0000000001',
      'Дата на издаване',
      `Date of issue ${today()}`,
      'Дата на данъчното събитие',
      '03.11.2026',
      'Доставчик',
      'Плувен клуб „Делфин“ ЕООД',
      'ЕИК: 121517190',
      'ДДС №: BG121517190',
      'Адрес: гр. София, ул. „Плувна“ 12',
      'МОЛ: Иван Георгиев',
      'Получател',
      'Тест Консулт ООД',
      'ЕИК: 831642181',
      'ДДС №: BG831642181',
      'Адрес: гр. Пловдив, бул. „Марица“ 5',
      'МОЛ: Мария Петрова',
      'Описание',
      'Количество',
      'Ед. цена',
      'Стойност',
      `${LINE} 1 66,67 € 66,67 €`,
      'Данъчна основа Tax base 66,67 €',
      'ДДС 20% VAT 20% 13,33 €',
      'Обща сума Total 80,00 €',
    ]) {
      expect(text, field).toContain(field);
    }
    expect(text).not.toContain('чл. 113');
  });

  it('names a person and, for a club not registered for VAT, the legal ground instead of VAT', async () => {
    await enterClubLegal(admin, CLUB_LEGAL);
    const payment = await buildPaidMonth(t.database.db, parent.user.id, { amount: 12000 });
    const text = await issueAndRead(payment.id, {
      type: 'person',
      name: 'Мария Петрова',
      address: 'гр. София, ул. „Шипка“ 3',
    });
    for (const field of [
      'ФАКТУРА',
      '№ 0000000001',
      '03.11.2026',
      'Плувен клуб „Делфин“ ЕООД',
      'ЕИК: 121517190',
      'МОЛ: Иван Георгиев',
      'Получател Recipient Мария Петрова Адрес: гр. София, ул. „Шипка“ 3',
      `${LINE} 1 120,00 € 120,00 €`,
      'Данъчна основа Tax base 120,00 €',
      'ДДС 0% VAT 0% 0,00 €',
      'Основание за неначисляване на ДДС Legal ground for no VAT чл. 113, ал. 9 от ЗДДС',
      'Обща сума Total 120,00 €',
    ]) {
      expect(text, field).toContain(field);
    }
    expect(text).not.toContain('ДДС №');
  });

  it('shows a payment in leva in leva, with its euro total at the fixed rate', async () => {
    await enterClubLegal(admin, CLUB_LEGAL);
    // 156.47 BGN / 1.95583 = 80.0018… -> 80.00 EUR
    const payment = await buildPaidMonth(t.database.db, parent.user.id, { amount: 15647, currency: 'BGN' });
    const text = await issueAndRead(payment.id, { type: 'person', name: 'Мария Петрова', address: 'гр. София' });
    expect(text).toContain('Обща сума Total 156,47 лв.');
    expect(text).toContain('Обща сума в евро Total in euro 80,00 €');
    expect(text).toContain('1 € = 1,95583 лв.');
  });
});
