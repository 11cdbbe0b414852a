import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { buildLocation, KINDERGARTEN_ID } from '../../../test/parent-fixtures';
import { renderWithProviders } from '../../../test/render';
import { buildBillLine } from '../test/fixtures';
import { KindergartenSection } from './kindergarten-section';

const POOL = buildLocation();
const KINDERGARTEN = buildLocation({
  id: KINDERGARTEN_ID,
  name: { bg: 'ДГ „Слънце“', en: 'Sunshine Kindergarten' },
  type: 'kindergarten',
});
const NEW_LINE = buildBillLine();
const ISSUED_LINE = buildBillLine({
  childId: 'kg-child-2',
  childName: 'Ема Колева',
  parentName: 'Петя Колева',
  enrollmentId: 'kg-enrollment-2',
  classesAttended: 3,
  amount: 4500,
  billId: 'bill-2',
  status: 'pending',
});

function mockBilling({ issueAnswer }: { issueAnswer?: unknown } = {}) {
  let issued = false;
  const fetchSpy = mockApi({
    'GET /api/locations': [POOL, KINDERGARTEN],
    'GET /api/admin/billing/kindergarten': ({ url }: { url: URL }) => ({
      month: url.searchParams.get('month'),
      locationId: url.searchParams.get('locationId'),
      lines: [issued ? { ...NEW_LINE, billId: 'bill-1', status: 'pending' } : NEW_LINE, ISSUED_LINE],
      total: { currency: 'BGN', amount: 16500, converted: 0 },
    }),
    'POST /api/admin/billing/kindergarten': () => {
      if (issueAnswer) return issueAnswer;
      issued = true;
      return { issued: 1, skipped: 1 };
    },
  });
  return fetchSpy;
}

async function renderSection(language = 'bg') {
  await renderWithProviders(
    <>
      <KindergartenSection />
      <Toaster />
    </>,
    { language },
  );
  return userEvent.setup();
}

describe('KindergartenSection', () => {
  beforeEach(() => {
    // Only the clock: 5 December 2026, so the month to bill is November.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("reviews the previous month's lines of a kindergarten and issues the bills", async () => {
    const fetchSpy = mockBilling();
    const user = await renderSection();

    expect(await screen.findByLabelText('Месец')).toHaveValue('2026-11');
    const location = screen.getByLabelText('Детска градина');
    expect(
      within(location)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ДГ „Слънце“']);

    const table = await screen.findByRole('table', { name: 'Такси за детски градини за ноември 2026' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1] as HTMLElement);
    for (const text of ['Никола Георгиев', 'Иван Георгиев', 'Малки делфини', '8', 'Още не е издадена']) {
      expect(first.getByText(text)).toBeInTheDocument();
    }
    expect(first.getByText(/^15,00\sлв\.$/)).toBeInTheDocument();
    expect(first.getByText(/^120,00\sлв\.$/)).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Издадена, чака плащане')).toBeInTheDocument();
    expect(screen.getByText(/^165,00\sлв\.$/)).toBeInTheDocument();
    const review = fetchSpy.mock.calls.map(([url]) => String(url)).find((url) => url.includes('kindergarten'));
    expect(review).toContain(`month=2026-11&locationId=${KINDERGARTEN_ID}`);

    await user.click(screen.getByRole('button', { name: 'Издай таксите' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Да се издадат ли таксите за ноември 2026?' });
    await user.click(within(confirm).getByRole('button', { name: 'Издай 1 такса' }));

    expect(await screen.findByText('Таксите са издадени')).toBeInTheDocument();
    expect(screen.getByText('Издадени: 1, вече издадени: 1')).toBeInTheDocument();
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ month: '2026-11', locationId: KINDERGARTEN_ID });
    expect(await screen.findByText('Всички такси за този месец вече са издадени.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Издай таксите' })).toBeDisabled();
  });

  it("reports a failed issue with 'Failed to calculate billing'", async () => {
    mockBilling({ issueAnswer: reply(500, { error: { code: 'INTERNAL', message: 'boom' } }) });
    const user = await renderSection('en');
    await user.click(await screen.findByRole('button', { name: 'Issue bills' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Issue 1 bill' }));

    expect(await screen.findByText('Failed to calculate billing')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again in a moment.')).toBeInTheDocument();
  });

  it('says so in Bulgarian when the review cannot be calculated', async () => {
    mockApi({
      'GET /api/locations': [KINDERGARTEN],
      'GET /api/admin/billing/kindergarten': reply(500, { error: { code: 'INTERNAL', message: 'boom' } }),
    });
    await renderSection();
    expect(await screen.findByText('Неуспешно изчисляване на таксите')).toBeInTheDocument();
  });
});
