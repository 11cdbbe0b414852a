import type { AdminInvoice, AdminInvoiceList } from '@swim/shared/api/admin-invoices';
import { findRawValues } from '@swim/shared/raw-values';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { InvoicesSection } from './invoices-section';

const INVOICE: AdminInvoice = {
  id: 'inv-2',
  number: '0000000002',
  kind: 'invoice',
  issueDate: '2026-11-05',
  recipientName: 'Акме ООД',
  recipientEik: '131468980',
  total: 12000,
  currency: 'EUR',
  status: 'partly_credited',
  paymentNumber: 'PM-2026-000123',
  orderNumber: null,
  correctsNumber: null,
  creditNotes: [{ id: 'cn-5', number: '0000000005' }],
  pdfUrl: '/api/invoices/inv-2/pdf',
};
const CREDIT_NOTE: AdminInvoice = {
  ...INVOICE,
  id: 'cn-5',
  number: '0000000005',
  kind: 'credit_note',
  issueDate: '2026-11-20',
  total: 3000,
  status: null,
  correctsNumber: '0000000002',
  creditNotes: [],
  pdfUrl: '/api/invoices/cn-5/pdf',
};
const ORDER_INVOICE: AdminInvoice = {
  ...INVOICE,
  id: 'inv-3',
  number: '0000000003',
  issueDate: '2026-11-12',
  recipientName: 'Георги Стоянов',
  recipientEik: null,
  total: 4500,
  status: 'issued',
  paymentNumber: null,
  orderNumber: 'SC-2026-000042',
  creditNotes: [],
  pdfUrl: '/api/invoices/inv-3/pdf',
};
const LIST: AdminInvoiceList = {
  items: [CREDIT_NOTE, ORDER_INVOICE, INVOICE],
  total: 3,
  page: 1,
  pageSize: 20,
  totals: [{ currency: 'EUR', invoiced: 16500, credited: 3000 }],
};

/** Answers the list and records each request's query. */
function mockInvoices(list: AdminInvoiceList = LIST) {
  const requests: URLSearchParams[] = [];
  mockApi({
    'GET /api/admin/invoices': ({ url }) => {
      requests.push(url.searchParams);
      return list;
    },
  });
  return requests;
}

describe('InvoicesSection', () => {
  it('lists each document with its kind, date, recipient, amount, status, payment or order, credit notes and PDF', async () => {
    mockInvoices();
    await renderWithProviders(<InvoicesSection />);

    const list = await screen.findByRole('list', { name: 'Фактури и кредитни известия' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [note, order, invoice] = rows as [HTMLElement, HTMLElement, HTMLElement];

    expect(invoice).toHaveTextContent('Фактура № 0000000002');
    expect(invoice).toHaveTextContent('5 ноември 2026 · Акме ООД · ЕИК 131468980');
    expect(within(invoice).getByText(/^120,00\s€$/)).toBeInTheDocument();
    expect(invoice).toHaveTextContent('Частично кредитирана');
    expect(invoice).toHaveTextContent('Плащане PM-2026-000123');
    expect(invoice).toHaveTextContent('Кредитни известия: № 0000000005');
    expect(within(invoice).getByRole('link', { name: 'Фактура № 0000000002: изтегляне (PDF)' })).toHaveAttribute(
      'href',
      '/api/invoices/inv-2/pdf',
    );

    expect(note).toHaveTextContent('Кредитно известие № 0000000005');
    expect(note).toHaveTextContent('Към фактура № 0000000002');
    expect(within(note).getByText(/^−30,00\s€$/)).toBeInTheDocument();
    expect(within(note).queryByText('Издадена')).toBeNull();

    expect(order).toHaveTextContent('Поръчка SC-2026-000042');
    expect(order).toHaveTextContent('Издадена');
    expect(order).not.toHaveTextContent('ЕИК');

    expect(screen.getByText('3 документа')).toBeInTheDocument();
    const totals = screen.getByText('Фактурирано за периода').closest('div');
    expect(totals).toHaveTextContent(/165,00\s€/);
    expect(screen.getByText('Кредитирано за периода').closest('div')).toHaveTextContent(/30,00\s€/);
    expect(findRawValues(list.textContent ?? '')).toEqual([]);
  });

  it('filters by the issue period: the list and the CSV export ask for those days', async () => {
    const requests = mockInvoices();
    await renderWithProviders(<InvoicesSection />);
    await screen.findByRole('list', { name: 'Фактури и кредитни известия' });
    expect(screen.getByRole('link', { name: 'Експорт в CSV' })).toHaveAttribute(
      'href',
      '/api/admin/invoices.csv?lang=bg',
    );

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('От дата'), '1.11.2026');
    await user.type(screen.getByLabelText('До дата'), '30.11.2026');
    await user.click(screen.getByRole('button', { name: 'Покажи' }));

    await waitFor(() => expect(requests.at(-1)?.get('from')).toBe('2026-11-01'));
    expect(requests.at(-1)?.get('to')).toBe('2026-11-30');
    expect(screen.getByRole('link', { name: 'Експорт в CSV' })).toHaveAttribute(
      'href',
      '/api/admin/invoices.csv?from=2026-11-01&to=2026-11-30&lang=bg',
    );
  });

  it('explains a period that ends before it starts and asks for nothing new', async () => {
    const requests = mockInvoices();
    await renderWithProviders(<InvoicesSection />);
    await screen.findByRole('list', { name: 'Фактури и кредитни известия' });
    const asked = requests.length;

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('От дата'), '30.11.2026');
    await user.type(screen.getByLabelText('До дата'), '1.11.2026');
    await user.click(screen.getByRole('button', { name: 'Покажи' }));

    expect(await screen.findByText('Крайната дата не може да е преди началната')).toBeInTheDocument();
    expect(requests).toHaveLength(asked);
    expect(requests.every((query) => !query.has('from'))).toBe(true);
  });

  it('reads in English', async () => {
    mockInvoices({ ...LIST, items: [INVOICE], total: 1 });
    await renderWithProviders(<InvoicesSection />, { language: 'en' });
    const list = await screen.findByRole('list', { name: 'Invoices and credit notes' });
    expect(list).toHaveTextContent('Invoice No. 0000000002');
    expect(list).toHaveTextContent('Partly credited');
    expect(list).toHaveTextContent('€120.00');
    expect(list).toHaveTextContent('Credit notes: No. 0000000005');
  });

  it('says when a period has no documents', async () => {
    mockInvoices({ ...LIST, items: [], total: 0, totals: [] });
    await renderWithProviders(<InvoicesSection />, { path: '/?from=2026-10-01&to=2026-10-31', language: 'ru' });
    expect(await screen.findByText('Счетов-фактур пока нет')).toBeInTheDocument();
    expect(
      screen.getByText('За этот период не выставлено ни счёта-фактуры, ни кредитного уведомления.'),
    ).toBeInTheDocument();
  });
});
