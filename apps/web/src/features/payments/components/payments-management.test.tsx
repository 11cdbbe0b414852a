import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildChild, CHILD_ID } from '../../../test/parent-fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { saveFile } from '../lib/save-file';
import { buildPayment, buildPaymentList, ENROLLMENT_ID } from '../test/payment-fixtures';
import { PaymentsManagement } from './payments-management';

vi.mock('../lib/save-file', () => ({ saveFile: vi.fn() }));
// restoreMocks leaves a module mock's calls in place: each test counts only its own downloads.
beforeEach(() => vi.mocked(saveFile).mockClear());

const LIST = buildPaymentList({
  items: [
    buildPayment({ id: 'p-partial', status: 'paid', amount: 8000, refundedAmount: 4000 }),
    buildPayment({ id: 'p-eur', status: 'validated', method: 'cash', amount: 4090, currency: 'EUR' }),
  ],
  total: 2,
  summary: {
    // In the club's currency, as the server sums them: 160.00 лв. (81.81 €) + 40.90 €; 80.00 лв.; 40.00 лв.
    paidThisMonth: { currency: 'EUR', amount: 12271, converted: 1 },
    awaitingConfirmation: { currency: 'EUR', amount: 4090, converted: 1 },
    refunded: { currency: 'EUR', amount: 2045, converted: 1 },
    nextDue: {
      childId: CHILD_ID,
      childName: 'Виктория Петрова',
      enrollmentId: ENROLLMENT_ID,
      classTitle: { bg: 'Начинаещи (7–10 г.)' },
      billingPeriod: '2026-12',
      amount: 8000,
      currency: 'BGN',
    },
  },
});

async function renderPage(path = '/payments') {
  const fetchSpy = mockApi({ 'GET /api/payments': LIST, 'GET /api/children': [buildChild()] });
  const view = await renderWithProviders(
    <>
      <PaymentsManagement />
      <Toaster />
    </>,
    { path },
  );
  return { ...view, fetchSpy, user: userEvent.setup() };
}

function listQueries(fetchSpy: ReturnType<typeof mockApi>) {
  return fetchSpy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/payments')
    .map((url) => Object.fromEntries(url.searchParams));
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILES = {
  csv: { type: 'text/csv; charset=utf-8', filename: 'payments-2026-11-24.csv' },
  xlsx: { type: XLSX_TYPE, filename: 'payments-2026-11-24.xlsx' },
};

/** Answers the export of the kind with a stream the test feeds chunk by chunk (null ends it). */
function answerExport(
  fetchSpy: ReturnType<typeof mockApi>,
  headers: Record<string, string> = {},
  format: keyof typeof FILES = 'csv',
) {
  let push: (chunk: Uint8Array | null) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (chunk) => (chunk ? controller.enqueue(chunk) : controller.close());
    },
  });
  const answer = fetchSpy.getMockImplementation() as typeof fetch;
  fetchSpy.mockImplementation(async (input, init) => {
    if (!String(input).includes(`/export.${format}`)) return answer(input, init);
    return new Response(body, {
      headers: {
        'Content-Type': FILES[format].type,
        'Content-Disposition': `attachment; filename="${FILES[format].filename}"`,
        ...headers,
      },
    });
  });
  return (chunk: Uint8Array | null) => push(chunk);
}

describe('PaymentsManagement', () => {
  it('sends the filters from the address to the API and changes them there', async () => {
    const { fetchSpy, user, router } = await renderPage(
      `/payments?status=paid&method=card&child=${CHILD_ID}&range=30&page=2`,
    );
    await screen.findByText('2 плащания');
    expect(listQueries(fetchSpy)[0]).toEqual({
      status: 'paid',
      method: 'card',
      childId: CHILD_ID,
      range: '30',
      page: '2',
      pageSize: '20',
    });
    expect(await screen.findByRole('option', { name: 'Виктория Петрова' })).toBeInTheDocument();
    expect(screen.getByLabelText('Дете')).toHaveValue(CHILD_ID);

    await user.selectOptions(screen.getByLabelText('Статус'), 'refunded');
    await user.click(screen.getByRole('radio', { name: '7 дни' }));

    await waitFor(() =>
      expect(listQueries(fetchSpy).at(-1)).toEqual({
        status: 'refunded',
        method: 'card',
        childId: CHILD_ID,
        range: '7',
        page: '1',
        pageSize: '20',
      }),
    );
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('status')).toBe('refunded');
    expect(params.get('range')).toBe('7');
    expect(params.has('page')).toBe(false);
  });

  it('shows sums in the club’s currency saying what was converted, the next due payment and a partial refund', async () => {
    await renderPage();
    const paid = await screen.findByRole('region', { name: 'Платено този месец' });
    expect(paid.textContent?.replace(/\s/g, ' ')).toContain('122,71 €');
    expect(within(paid).getByText('включва 1 плащане в лева, превърнато по курс 1,95583')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Възстановено' }).textContent?.replace(/\s/g, ' ')).toContain('20,45 €');

    const nextDue = screen.getByRole('region', { name: 'Следващо плащане' });
    expect(within(nextDue).getByRole('link', { name: /Плати за Виктория Петрова/ })).toHaveAttribute(
      'href',
      `/child/${CHILD_ID}/payment?enrollment=${ENROLLMENT_ID}&period=2026-12`,
    );

    // Table and phone cards both carry it; CSS shows one of them.
    expect(screen.getAllByText('−40,00 лв. (50%)').length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: 'История на плащанията' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('40,90 €');
  });

  it('downloads exactly the filtered rows as CSV with progress and the server’s file name', async () => {
    const { fetchSpy, user } = await renderPage(`/payments?status=paid&range=90`);
    await screen.findByText('2 плащания');
    const csv = new TextEncoder().encode('\uFEFFДата,Дете\n2026-11-03,Виктория Петрова\n');
    const push = answerExport(fetchSpy, { 'Content-Length': String(csv.byteLength) });

    await user.click(screen.getByRole('button', { name: 'Експорт в CSV' }));
    push(csv.slice(0, 10));
    const bar = await screen.findByRole('progressbar', { name: 'Напредък на експорта' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', String(Math.round((10 / csv.byteLength) * 100))));
    push(csv.slice(10));
    push(null);

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, filename] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(filename).toBe('payments-2026-11-24.csv');
    expect(blob?.size).toBe(csv.byteLength);
    const exportUrl = new URL(
      String(fetchSpy.mock.calls.find(([input]) => String(input).includes('/export.csv'))?.[0]),
      'http://localhost',
    );
    expect(Object.fromEntries(exportUrl.searchParams)).toEqual({ status: 'paid', range: '90', lang: 'bg' });
    expect(await screen.findByText('Експортът е готов')).toBeInTheDocument();
  });

  it('downloads the same filtered rows as an Excel workbook beside the CSV', async () => {
    const { fetchSpy, user } = await renderPage(`/payments?method=cash&range=30`);
    await screen.findByText('2 плащания');
    // The start of a zip archive, as every .xlsx is; its content is the server's to test.
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Uint8Array(60)]);
    const push = answerExport(fetchSpy, { 'Content-Length': String(xlsx.byteLength) }, 'xlsx');

    await user.click(screen.getByRole('button', { name: 'Експорт в Excel (.xlsx)' }));
    // While the workbook downloads, the CSV stays at hand.
    expect(await screen.findByRole('progressbar', { name: 'Напредък на експорта' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Експорт в CSV' })).toBeEnabled();
    push(xlsx);
    push(null);

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, filename] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(filename).toBe('payments-2026-11-24.xlsx');
    expect(blob?.type).toBe(XLSX_TYPE);
    expect(new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(xlsx);
    const exports = fetchSpy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname.startsWith('/api/payments/export'));
    expect(exports.map((url) => url.pathname)).toEqual(['/api/payments/export.xlsx']);
    expect(Object.fromEntries(exports[0]?.searchParams ?? [])).toEqual({ method: 'cash', range: '30', lang: 'bg' });
    expect(await screen.findByText('Експортът е готов')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Експорт в Excel (.xlsx)' })).toBeInTheDocument();
  });

  it('shows the bytes received with a spinner when the size is not known', async () => {
    const { fetchSpy, user } = await renderPage();
    await screen.findByText('2 плащания');
    const push = answerExport(fetchSpy);
    await user.click(screen.getByRole('button', { name: 'Експорт в CSV' }));
    push(new Uint8Array(2048));
    expect(await screen.findByText(/Изтегляне… 2 kB/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    push(null);
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Експорт в CSV' })).toBeInTheDocument();
  });
});
