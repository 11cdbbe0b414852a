import type { Payment } from '@swim/shared/api/payments';
import type { RecordOptions } from '@swim/shared/api/staff-payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { RecordPaymentDialog } from './record-payment-dialog';

const CHILD = { id: '33333333-3333-4333-8333-333333333333', fullName: 'Виктория Петрова' };
const ENROLLMENT_ID = '55555555-5555-4555-8555-555555555555';
const OPTIONS_PATH = 'GET /api/payments/record-options';
const RECORD_PATH = 'POST /api/payments/record';
const price = (amount: number) => ({ listAmount: amount, lines: [], amount });
const month = (billingPeriod: string, overrides: Partial<RecordOptions['periods'][number]> = {}) => ({
  billingPeriod,
  currency: 'EUR' as const,
  amount: 8000,
  price: price(8000),
  covering: null,
  declaration: null,
  subscription: false,
  left: null,
  ...overrides,
});
const OPTIONS: RecordOptions = {
  childId: CHILD.id,
  childName: CHILD.fullName,
  enrollmentId: ENROLLMENT_ID,
  classTitle: { bg: 'Начинаещи (7–10 г.)', en: 'Beginners (ages 7–10)' },
  planType: 'pool_8',
  kindergarten: false,
  today: '2026-11-20',
  earliestReceivedOn: '2025-08-01',
  canConfirmSecond: false,
  periods: [
    month('2026-12'),
    month('2026-11'),
    month('2026-10', {
      covering: {
        id: 'p-10',
        number: 'PM-2026-000100',
        status: 'paid',
        method: 'card',
        amount: 8000,
        currency: 'EUR',
        parentNotes: null,
      },
    }),
    month('2026-09', {
      amount: 5400,
      declaration: {
        id: 'p-9',
        number: 'PM-2026-000090',
        status: 'pending',
        method: 'bank_transfer',
        amount: 5400,
        currency: 'EUR',
        parentNotes: 'Преведено от ДСК',
      },
    }),
  ],
};
const RECORDED: Payment = {
  id: 'p-new',
  number: 'PM-2026-000123',
  createdAt: '2026-11-20T09:15:00.000Z',
  childId: CHILD.id,
  childName: CHILD.fullName,
  enrollmentId: ENROLLMENT_ID,
  classTitle: OPTIONS.classTitle,
  parentName: 'Мария Петрова',
  amount: 8000,
  currency: 'EUR',
  listAmount: null,
  priceLines: [],
  method: 'cash',
  billingPeriod: '2026-11',
  parentNotes: null,
  status: 'validated',
  refundedAmount: 0,
  kind: 'plan',
  subscriptionId: null,
  paidAt: '2026-11-20T09:15:00.000Z',
  validatedAt: '2026-11-20T09:15:00.000Z',
  validatedByName: { bg: 'Иван Треньоров' },
};

async function openDialog({
  options = OPTIONS,
  answer = RECORDED as unknown,
  period = undefined as string | undefined,
} = {}) {
  const fetchSpy = mockApi({ [OPTIONS_PATH]: options, [RECORD_PATH]: answer });
  await renderWithProviders(
    <>
      <RecordPaymentDialog child={CHILD} enrollment={{ id: ENROLLMENT_ID }} period={period} />
      <Toaster />
    </>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Запиши плащане за Виктория Петрова' }));
  const dialog = await screen.findByRole('dialog', { name: 'Записване на плащане' });
  const monthSelect = await within(dialog).findByLabelText('Месец');
  const posts = () =>
    fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));
  const submit = () => within(dialog).getByRole('button', { name: /^Запиши/ });
  return { user, dialog, monthSelect, posts, submit, fetchSpy };
}

describe('RecordPaymentDialog', () => {
  it('offers the months by name at the server’s price and records this month’s cash, dated today', async () => {
    const { user, dialog, monthSelect, posts, submit, fetchSpy } = await openDialog();
    const [url] = fetchSpy.mock.calls[0] ?? [];
    expect(new URL(String(url), 'http://localhost').searchParams.get('enrollmentId')).toBe(ENROLLMENT_ID);
    expect(within(dialog).getByText('Виктория Петрова · Начинаещи (7–10 г.)')).toBeInTheDocument();
    expect(
      within(monthSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['декември 2026', 'ноември 2026', 'октомври 2026 (покрит)', 'септември 2026 (отбелязан от родителя)']);
    expect(monthSelect).toHaveValue('2026-11');
    expect(within(dialog).getByLabelText('Сума')).toHaveValue('80,00');
    expect(within(dialog).getByLabelText('Дата на получаване')).toHaveValue('20.11.2026');
    expect(within(dialog).getByLabelText('В брой')).toBeChecked();

    await user.type(within(dialog).getByLabelText(/Бележка/), 'Дадени на басейна');
    expect(submit()).toHaveAccessibleName(/^Запиши 80,00\s€$/);
    await user.click(submit());

    expect(await screen.findByText('Плащането е записано')).toBeInTheDocument();
    expect(screen.getByText('80,00 € за Виктория Петрова, ноември 2026')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts()).toEqual([
      {
        enrollmentId: ENROLLMENT_ID,
        billingPeriod: '2026-11',
        method: 'cash',
        amount: 8000,
        receivedOn: '2026-11-20',
        note: 'Дадени на басейна',
      },
    ]);
  });

  it('takes the month asked for, another amount, a transfer and the day it arrived', async () => {
    const { user, dialog, monthSelect, posts, submit } = await openDialog({ period: '2026-12' });
    expect(monthSelect).toHaveValue('2026-12');
    const amount = within(dialog).getByLabelText('Сума');
    await user.clear(amount);
    await user.type(amount, '65,5');
    await user.click(within(dialog).getByLabelText('Банков превод'));
    const day = within(dialog).getByLabelText('Дата на получаване');
    await user.clear(day);
    await user.type(day, '15.11.2026');
    await user.click(submit());
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      billingPeriod: '2026-12',
      method: 'bank_transfer',
      amount: 6550,
      receivedOn: '2026-11-15',
    });
    expect(posts()[0]).not.toHaveProperty('confirmSecond');
  });

  it('refuses an empty amount and a future day before asking the server', async () => {
    const { user, dialog, posts, submit } = await openDialog();
    await user.clear(within(dialog).getByLabelText('Сума'));
    const day = within(dialog).getByLabelText('Дата на получаване');
    await user.clear(day);
    await user.type(day, '21.11.2026');
    await user.click(submit());
    expect(within(dialog).getByText('Моля, въведете сума')).toBeInTheDocument();
    expect(within(dialog).getByText('Датата не може да е в бъдещето')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('tells a coach a covered month can be recorded again only by an admin', async () => {
    const { user, dialog, monthSelect, submit } = await openDialog();
    await user.selectOptions(monthSelect, '2026-10');
    expect(
      within(dialog).getByText('октомври 2026 вече е покрит: плащане PM-2026-000100 (Платено, 80,00 €).'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Само администратор може да запише второ плащане за този месец.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('lets an admin record a second payment for a covered month only once they say so', async () => {
    const { user, dialog, monthSelect, posts, submit } = await openDialog({
      options: { ...OPTIONS, canConfirmSecond: true },
    });
    await user.selectOptions(monthSelect, '2026-10');
    expect(submit()).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Запиши второ плащане за този месец въпреки това' }));
    await user.click(submit());
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ billingPeriod: '2026-10', confirmSecond: true });
  });

  it('lets a coach record what is left of a month part of which was received, showing what was received', async () => {
    const received = {
      id: 'p-11',
      number: 'PM-2026-000110',
      status: 'validated' as const,
      method: 'cash' as const,
      amount: 3000,
      currency: 'EUR' as const,
      parentNotes: null,
    };
    const options = {
      ...OPTIONS,
      periods: [
        month('2026-12'),
        // 80.00 due, 30.00 received at the pool: 50.00 left, offered as the amount; no covering payment.
        month('2026-11', {
          amount: 5000,
          price: { listAmount: 8000, lines: [], amount: 5000 },
          left: { due: 8000, received: 3000, writtenOff: 0, payments: [received] },
        }),
      ],
    };
    const { user, dialog, monthSelect, posts, submit } = await openDialog({ options });
    expect(
      within(monthSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['декември 2026', 'ноември 2026 (остават 50,00\u00a0€)']);
    const notice = within(dialog).getByText('Остатък за ноември 2026').closest('[role="status"]') as HTMLElement;
    const rows = [...notice.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Дължимо за месеца', '80,00\u00a0€'],
      ['Вече получено', '-30,00\u00a0€'],
      ['Остава за плащане', '50,00\u00a0€'],
    ]);
    expect(within(notice).getByText('Получени плащания: PM-2026-000110 (в брой, 30,00 €)')).toBeInTheDocument();
    expect(within(dialog).queryByText(/вече е покрит/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Сума')).toHaveValue('50,00');
    expect(within(dialog).getByText(/Попълнен е остатъкът за месеца/)).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    await user.click(submit());
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ billingPeriod: '2026-11', amount: 5000 });
    expect(posts()[0]).not.toHaveProperty('confirmSecond');
  });

  it('says a declared month is confirmed by recording it, with the parent’s note and amount', async () => {
    const { user, dialog, monthSelect } = await openDialog();
    await user.selectOptions(monthSelect, '2026-09');
    expect(
      within(dialog).getByText(
        'Родителят е отбелязал плащане (банков превод) за 54,00 €. Записът потвърждава това плащане с въведеното от вас.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Бележка на родителя: Преведено от ДСК')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Сума')).toHaveValue('54,00');
  });

  it('stays open and says why when the server refuses, on the field it names or in a toast', async () => {
    const tooEarly = reply(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'too early',
        details: [{ path: 'receivedOn', message: 'receivedTooEarly' }],
      },
    });
    const first = await openDialog({ answer: tooEarly });
    await first.user.click(first.submit());
    expect(
      await within(first.dialog).findByText('Датата е твърде дълго преди детето да започне в групата'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the covered-month refusal as a toast', async () => {
    const covered = reply(409, { error: { code: 'PAYMENT_PERIOD_COVERED', message: 'covered' } });
    const { user, submit } = await openDialog({ answer: covered });
    await user.click(submit());
    expect(await screen.findByText('Плащането не беше записано')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Този месец вече е платен, потвърден или се плаща с карта. Само администратор може да запише второ плащане за него.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
