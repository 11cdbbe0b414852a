import type { ArrearsFamily, ArrearsList, OwedPeriod } from '@swim/shared/api/arrears';
import { findRawValues } from '@swim/shared/raw-values';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { ArrearsSection } from './arrears-section';

const MARIA_ID = 'parent-maria';
const GEORGI_ID = 'parent-georgi';

function period(overrides: Partial<OwedPeriod>): OwedPeriod {
  return {
    childId: '33333333-3333-4333-8333-333333333333',
    childName: 'Виктория Иванова',
    childErased: false,
    enrollmentId: '55555555-5555-4555-8555-555555555555',
    classTitle: { bg: 'Начинаещи (7–10 г.)', en: 'Beginners (ages 7–10)' },
    planType: 'pool_monthly',
    billingPeriod: '2026-10',
    currency: 'EUR',
    due: 12000,
    paid: 0,
    writtenOff: 0,
    balance: 12000,
    dueOn: '2026-10-10',
    overdue: true,
    daysOverdue: 45,
    declared: false,
    declaredOn: null,
    billPaymentId: null,
    ...overrides,
  };
}

// Maria is 45 days behind with two months, Georgi 12 days with one month in leva (history): the server's order.
const MARIA: ArrearsFamily = {
  parentId: MARIA_ID,
  parentName: { bg: 'Мария Иванова' },
  email: 'maria.ivanova@example.bg',
  phone: '+359 887 000 111',
  language: 'en',
  periods: [
    period({}),
    period({ billingPeriod: '2026-11', dueOn: '2026-11-10', daysOverdue: 14, balance: 4500, due: 12000, paid: 7500 }),
  ],
  total: { currency: 'EUR', amount: 16500, converted: 0 },
  daysOverdue: 45,
  lastReminder: {
    sentAt: '2026-11-03T08:15:00.000Z',
    sentBy: { bg: 'Елена Димитрова', en: 'Elena Dimitrova' },
    automatic: false,
  },
  notes: [
    {
      id: 'n-old',
      body: 'Обеща да плати до петък',
      author: { bg: 'Елена Димитрова' },
      createdAt: '2026-11-04T09:00:00.000Z',
    },
    { id: 'n-new', body: 'Не вдига телефона', author: { bg: 'Иван Колев' }, createdAt: '2026-11-20T09:00:00.000Z' },
  ],
};
const GEORGI: ArrearsFamily = {
  parentId: GEORGI_ID,
  parentName: { bg: 'Георги Петров' },
  email: 'georgi@example.bg',
  phone: null,
  language: 'bg',
  periods: [
    period({
      childId: '44444444-4444-4444-8444-444444444444',
      childName: 'Никола Петров',
      enrollmentId: '66666666-6666-4666-8666-666666666666',
      classTitle: { bg: 'Състезателна група', en: 'Competition squad' },
      billingPeriod: '2026-11',
      currency: 'BGN',
      balance: 8000,
      daysOverdue: 12,
    }),
  ],
  total: { currency: 'EUR', amount: 4090, converted: 1 },
  daysOverdue: 12,
  lastReminder: { sentAt: '2026-11-12T07:00:00.000Z', sentBy: null, automatic: true },
  notes: [],
};
const LIST: ArrearsList = {
  families: [MARIA, GEORGI],
  total: { currency: 'EUR', amount: 20590, converted: 1 },
  graceDays: 9,
};

function mockArrears(routes: Record<string, unknown> = {}, list: ArrearsList = LIST) {
  let reads = 0;
  const api = mockApi({
    'GET /api/admin/arrears': () => {
      reads += 1;
      return list;
    },
    ...routes,
  });
  const posts = (path: string) =>
    api.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url) === path);
  return { posts, reads: () => reads };
}

async function renderSection(language = 'bg') {
  const result = await renderWithProviders(
    <>
      <ArrearsSection />
      <Toaster />
    </>,
    { language },
  );
  return { ...result, user: userEvent.setup() };
}

/** The two family cards, in the order shown (each card holds lists of its own). */
async function cards(name: string): Promise<[HTMLElement, HTMLElement]> {
  const list = await screen.findByRole('list', { name });
  const [first, second, ...rest] = Array.from(list.children) as HTMLElement[];
  if (!first || !second || rest.length > 0) throw new Error(`expected two cards in ${name}`);
  return [first, second];
}

describe('ArrearsSection', () => {
  it('shows the total, the rule, the CSV and each family longest overdue first, in Bulgarian', async () => {
    mockArrears();
    await renderSection();

    await screen.findByRole('list', { name: 'Семейства с просрочени плащания' });
    const region = screen.getByRole('region', { name: 'Просрочени задължения' });
    expect(within(region).getByText('Просрочено общо').nextElementSibling).toHaveTextContent(
      /^205,90\s€включва 1 плащане в лева, превърнато по курс 1,95583$/,
    );
    expect(region).toHaveTextContent('2 семейства закъсняват с плащания');
    expect(region).toHaveTextContent('Месецът е дължим на 1-во число плюс 9 дни.');
    expect(screen.getByRole('link', { name: 'Експорт в CSV' })).toHaveAttribute(
      'href',
      '/api/admin/arrears.csv?lang=bg',
    );

    const [maria, georgi] = await cards('Семейства с просрочени плащания');
    expect(within(maria).getByRole('heading', { level: 3 })).toHaveTextContent('Мария Иванова');
    expect(within(georgi).getByRole('heading', { level: 3 })).toHaveTextContent('Георги Петров');

    expect(within(maria).getByRole('link', { name: 'maria.ivanova@example.bg' })).toHaveAttribute(
      'href',
      'mailto:maria.ivanova@example.bg',
    );
    expect(within(maria).getByRole('link', { name: '+359 887 000 111' })).toHaveAttribute('href', 'tel:+359887000111');
    const months = within(within(maria).getByRole('list', { name: 'Просрочени месеци на Мария Иванова' })).getAllByRole(
      'listitem',
    );
    expect(months[0]).toHaveTextContent(
      /^Виктория Иванова · Начинаещи \(7–10 г\.\) · октомври 2026120,00\s€·просрочено с 45 дни/,
    );
    expect(months[1]).toHaveTextContent(/ноември 2026\s*45,00\s€·просрочено с 14 дни/);
    expect(maria).toHaveTextContent('Последно напомняне: 3 ноември 2026, 10:15 от Елена Димитрова');
    const notes = within(maria).getByText('Бележки').nextElementSibling as HTMLElement;
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((note) => note.textContent),
    ).toEqual([
      'Не вдига телефонаИван Колев, 20 ноември 2026, 11:00',
      'Обеща да плати до петъкЕлена Димитрова, 4 ноември 2026, 11:00',
    ]);

    expect(georgi).toHaveTextContent(
      /Никола Петров · Състезателна група · ноември 2026\s*80,00 лв\. \(40,90\s€\)·просрочено с 12 дни/,
    );
    expect(georgi).toHaveTextContent('Последно напомняне: 12 ноември 2026, 09:00, изпратено автоматично');
    expect(within(georgi).queryByRole('link', { name: /^\+/ })).toBeNull();
    expect(within(georgi).getByRole('button', { name: 'Изпрати напомняне на Георги Петров' })).toBeInTheDocument();
    expect(within(georgi).getByRole('button', { name: 'Добави бележка за Георги Петров' })).toBeInTheDocument();
    expect(within(georgi).getByRole('button', { name: 'Отпиши ноември 2026 на Никола Петров' })).toBeInTheDocument();
    expect(
      within(georgi).getByRole('button', { name: 'Запиши плащане за Никола Петров, ноември 2026' }),
    ).toBeInTheDocument();
    expect(findRawValues(region.textContent ?? '')).toEqual([]);
  });

  it('reads in English: months written out, money, days and the reminder', async () => {
    mockArrears();
    await renderSection('en');

    await screen.findByRole('list', { name: 'Families behind with payments' });
    const region = screen.getByRole('region', { name: 'Arrears' });
    expect(region).toHaveTextContent('A month is due on its 1st plus 9 days.');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/arrears.csv?lang=en');
    const [maria] = await cards('Families behind with payments');
    const months = within(within(maria).getByRole('list', { name: 'Overdue months of Мария Иванова' })).getAllByRole(
      'listitem',
    );
    expect(months[0]).toHaveTextContent(
      /^Виктория Иванова · Beginners \(ages 7–10\) · October 2026€120\.00·45 days overdue/,
    );
    expect(maria).toHaveTextContent('Last reminder: 3 November 2026, 10:15 by Elena Dimitrova');
    const [, second] = await cards('Families behind with payments');
    expect(second).toHaveTextContent('Last reminder: 12 November 2026, 09:00, sent automatically');
    expect(maria).toHaveTextContent('oldest overdue: 45 days');
    expect(screen.getByRole('button', { name: 'Send reminder to Мария Иванова' })).toBeInTheDocument();
    expect(findRawValues(region.textContent ?? '')).toEqual([]);
  });

  it.each([
    ['en', 'Erased child 1a2b'],
    ['ru', 'Удалённый ребёнок 1a2b'],
  ])('names a child whose data was erased in the reader’s language (%s)', async (language, name) => {
    const erased = period({ childName: 'Изтрито дете 1a2b', childErased: true });
    mockArrears({}, { ...LIST, families: [{ ...MARIA, periods: [erased] }, GEORGI] });
    await renderSection(language);
    const [maria] = await cards(
      language === 'en' ? 'Families behind with payments' : 'Семьи с просроченными платежами',
    );
    expect(maria).toHaveTextContent(name);
    expect(maria).not.toHaveTextContent('Изтрито дете');
  });

  it('sends a reminder after a confirmation naming the family and the language of the mail, then refreshes', async () => {
    const { posts, reads } = mockArrears({
      [`POST /api/admin/arrears/${MARIA_ID}/remind`]: { sentAt: '2026-11-24T10:00:00.000Z', periods: 2 },
    });
    const { user } = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Изпрати напомняне на Мария Иванова' }));

    const dialog = screen.getByRole('dialog', { name: 'Да изпратим ли напомняне на Мария Иванова?' });
    expect(dialog).toHaveTextContent('Писмото до maria.ivanova@example.bg е на английски');
    expect(posts(`/api/admin/arrears/${MARIA_ID}/remind`)).toHaveLength(0);
    const before = reads();
    await user.click(within(dialog).getByRole('button', { name: 'Изпрати напомнянето' }));

    expect(await screen.findByText('Напомнянето е изпратено')).toBeInTheDocument();
    expect(posts(`/api/admin/arrears/${MARIA_ID}/remind`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('says so when the family has paid meanwhile', async () => {
    mockArrears({
      [`POST /api/admin/arrears/${GEORGI_ID}/remind`]: reply(409, {
        error: { code: 'NOTHING_OVERDUE', message: 'This family has nothing overdue' },
      }),
    });
    const { user } = await renderSection('en');
    await user.click(await screen.findByRole('button', { name: 'Send reminder to Георги Петров' }));
    await user.click(screen.getByRole('button', { name: 'Send the reminder' }));
    expect(await screen.findByText('This family has nothing overdue any more.')).toBeInTheDocument();
  });

  it('writes off at most the balance: more is refused here and when the server says so, translated', async () => {
    const path = `/api/admin/arrears/${MARIA_ID}/write-offs`;
    const { posts } = mockArrears({
      [`POST ${path}`]: reply(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'More than is owed',
          details: [{ path: 'amount', message: 'moreThanOwed' }],
        },
      }),
    });
    const { user } = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Отпиши ноември 2026 на Виктория Иванова' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Отписване на дълг' });
    const amount = within(dialog).getByLabelText('Сума за отписване');
    expect(amount).toHaveValue('45,00');
    await user.clear(amount);
    await user.type(amount, '50');
    expect(within(dialog).getByText('Сумата е повече от дължимото за месеца')).toBeInTheDocument();
    expect(amount).toBeInvalid();
    await user.type(within(dialog).getByLabelText('Причина'), 'Боледува');
    await user.click(within(dialog).getByRole('button', { name: 'Отпиши' }));
    expect(posts(path)).toHaveLength(0);

    // A payment booked meanwhile lowered the balance: the server refuses what the screen still allowed.
    await user.clear(amount);
    await user.type(amount, '20');
    expect(within(dialog).queryByText('Сумата е повече от дължимото за месеца')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /^Отпиши 20,00\s€$/ }));
    expect(await within(dialog).findByText('Сумата е повече от дължимото за месеца')).toBeInTheDocument();
    expect(JSON.parse(String(posts(path)[0]?.[1]?.body))).toEqual({
      enrollmentId: '55555555-5555-4555-8555-555555555555',
      billingPeriod: '2026-11',
      amount: 2000,
      reason: 'Боледува',
    });
  });

  it('asks for a reason and a note in the reader’s language before sending anything', async () => {
    const { posts } = mockArrears();
    const { user } = await renderSection('en');
    await user.click(await screen.findByRole('button', { name: 'Write off November 2026 for Никола Петров' }));
    await user.click(screen.getByRole('button', { name: /^Write off BGN\s80\.00$/ }));
    expect(screen.getByText('Write a reason (at least 3 characters)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Add note for Георги Петров' }));
    await user.type(screen.getByLabelText('Note'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByText('Write a note')).toBeInTheDocument();
    expect(posts(`/api/admin/arrears/${GEORGI_ID}/notes`)).toHaveLength(0);
    expect(posts(`/api/admin/arrears/${GEORGI_ID}/write-offs`)).toHaveLength(0);
  });

  it('says when no family is behind', async () => {
    mockArrears({}, { families: [], total: { currency: 'EUR', amount: 0, converted: 0 }, graceDays: 9 });
    await renderSection();
    expect(await screen.findByText('Няма семейство, което да закъснява с плащанията.')).toBeInTheDocument();
  });
});
