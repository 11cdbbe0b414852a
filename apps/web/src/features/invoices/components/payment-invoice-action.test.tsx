import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import type { InvoiceSummary } from '@swim/shared/api/invoices';
import { DEFAULT_PRICING } from '@swim/shared/period-price';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { buildInvoice, buildPayment, INVOICES_PATH, NONE_YET, REQUEST_PATH } from '../test/fixtures';
import { PaymentInvoiceAction } from './payment-invoice-action';

/** The club's settings as the footer reads them; `dualDisplay` is set per test. */
const CLUB_SETTINGS = {
  name: { bg: 'Делфин' },
  address: { bg: 'София' },
  phone: '+359 888 123 456',
  email: 'info@delfin-swim.bg',
  officeHours: Array.from({ length: 7 }, () => null),
  bank: { holder: 'Делфин', iban: 'BG80 BNBG 9661 1020 3456 78', bic: 'BNBGBGSD', bank: 'БНБ' },
  pricing: DEFAULT_PRICING,
};

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The no-break space that keeps '№' (in English 'No.') with its number. */
const NB = '\u00a0';

async function renderAction(routes: Record<string, unknown>, { language = 'bg', payment = buildPayment() } = {}) {
  const api = mockApi(routes);
  await renderWithProviders(
    <>
      <PaymentInvoiceAction payment={payment} />
      <Toaster />
    </>,
    { language },
  );
  return { api, user: userEvent.setup() };
}

/** The payment's invoices as the server keeps them: none until the request issues `invoice`. */
function issuing(invoice: InvoiceSummary) {
  let issued: InvoiceSummary | null = null;
  return {
    [`GET ${INVOICES_PATH}`]: () => (issued ? { invoice: issued, creditNotes: [], canRequest: false } : NONE_YET),
    [`POST ${REQUEST_PATH}`]: () => {
      issued = invoice;
      return reply(201, invoice);
    },
  };
}

const posts = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({ path: String(input), body: JSON.parse(String(init?.body)) }));

const gets = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').map(([input]) => String(input));

describe('PaymentInvoiceAction', () => {
  it('asks for nothing until opened; a person’s invoice is made out to the parent, then its link is there', async () => {
    const { api, user } = await renderAction(issuing(buildInvoice()));
    const button = screen.getByRole('button', { name: 'Фактура за PM-2026-000041' });
    expect(gets(api)).toEqual([]);

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Поискай фактура' });
    expect(within(dialog).getByRole('radio', { name: 'На мен (физическо лице)' })).toBeChecked();
    expect(within(dialog).getByLabelText('Име и фамилия')).toHaveValue('Мария Петрова');
    // The address is required (art. 114): without it nothing is sent and the field says why.
    const address = within(dialog).getByLabelText('Адрес');
    await user.click(within(dialog).getByRole('button', { name: 'Поискай фактура' }));
    expect(await within(dialog).findByText('Въведете адреса')).toBeInTheDocument();
    expect(posts(api)).toEqual([]);
    await user.type(address, 'София, ул. „Шипка“ 6');
    await user.click(within(dialog).getByRole('button', { name: 'Поискай фактура' }));

    expect(await screen.findByText('Фактура № 0000000001 е издадена')).toBeInTheDocument();
    expect(posts(api)).toEqual([
      {
        path: REQUEST_PATH,
        body: { recipient: { type: 'person', name: 'Мария Петрова', address: 'София, ул. „Шипка“ 6' } },
      },
    ]);
    const link = await within(dialog).findByRole('link', { name: `Изтегли фактура №${NB}0000000001` });
    expect(link).toHaveAttribute('href', '/api/invoices/inv-1/pdf');
    expect(dialog).toHaveTextContent('20 ноември 2026');
    expect(dialog).toHaveTextContent('80,00 €');
  });

  it('refuses a company EIK with a wrong check digit on the spot and sends nothing; the right one goes out', async () => {
    const { api, user } = await renderAction(issuing(buildInvoice({ recipientName: 'Аква Спорт ООД' })), {
      language: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Invoice for PM-2026-000041' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an invoice' });
    await user.click(within(dialog).getByRole('radio', { name: 'A company' }));
    await user.type(within(dialog).getByLabelText('Company name'), 'Аква Спорт ООД');
    const eik = within(dialog).getByLabelText('EIK (company ID)');
    await user.type(eik, '121517191');
    const address = within(dialog).getByLabelText('Registered address');
    await user.type(within(dialog).getByLabelText('Accountable person (МОЛ)'), 'Иван Иванов');
    await user.click(within(dialog).getByRole('button', { name: 'Request invoice' }));

    await waitFor(() => expect(eik).toHaveAccessibleDescription('This EIK is not valid (check the digits)'));
    expect(eik).toBeInvalid();
    expect(address).toHaveAccessibleDescription('Enter the address');
    expect(posts(api)).toEqual([]);

    await user.type(address, 'София, бул. „Витоша“ 1');

    await user.clear(eik);
    await user.type(eik, '121 517 190');
    await user.type(within(dialog).getByLabelText(/^VAT number/), 'bg121517190');
    await user.click(within(dialog).getByRole('button', { name: 'Request invoice' }));
    expect(await screen.findByText('Invoice No. 0000000001 issued')).toBeInTheDocument();
    expect(posts(api)).toEqual([
      {
        path: REQUEST_PATH,
        body: {
          recipient: {
            type: 'company',
            name: 'Аква Спорт ООД',
            eik: '121517190',
            vatNumber: 'BG121517190',
            address: 'София, бул. „Витоша“ 1',
            mol: 'Иван Иванов',
          },
        },
      },
    ]);
    expect(
      await within(dialog).findByRole('link', { name: `Download invoice No.${NB}0000000001` }),
    ).toBeInTheDocument();
  });

  it('puts the server’s refusal under its field and in a toast, in Russian', async () => {
    const { user } = await renderAction(
      {
        [`GET ${INVOICES_PATH}`]: NONE_YET,
        [`POST ${REQUEST_PATH}`]: reply(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'The request is not valid',
            details: [{ path: 'recipient.mol', message: 'molRequired' }],
          },
        }),
      },
      { language: 'ru' },
    );
    await user.click(screen.getByRole('button', { name: 'Счёт-фактура по PM-2026-000041' }));
    const dialog = await screen.findByRole('dialog', { name: 'Запросить счёт-фактуру' });
    await user.click(within(dialog).getByRole('radio', { name: 'На компанию' }));
    await user.type(within(dialog).getByLabelText('Название компании'), 'Аква Спорт ООД');
    await user.type(within(dialog).getByLabelText('ЕИК (код компании)'), '121517190');
    await user.type(within(dialog).getByLabelText('Юридический адрес'), 'София');
    const mol = within(dialog).getByLabelText('Ответственное лицо (МОЛ)');
    await user.type(mol, 'И');
    await user.click(within(dialog).getByRole('button', { name: 'Запросить счёт-фактуру' }));

    expect(await screen.findByText('Счёт-фактура не выставлена')).toBeInTheDocument();
    await waitFor(() => expect(mol).toHaveAccessibleDescription('Укажите ответственное лицо (МОЛ)'));
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the issued invoice and its credit note, and no form', async () => {
    const { api, user } = await renderAction(
      {
        [`GET ${INVOICES_PATH}`]: {
          invoice: buildInvoice({ recipientName: 'Аква Спорт ООД' }),
          creditNotes: [
            buildInvoice({
              id: 'cn-1',
              number: '0000000007',
              kind: 'credit_note',
              issueDate: '2026-11-25',
              total: 4000,
              correctsNumber: '0000000001',
              pdfUrl: '/api/invoices/cn-1/pdf',
            }),
          ],
          canRequest: false,
        },
      },
      { language: 'en', payment: buildPayment({ status: 'refunded', refundedAmount: 8000 }) },
    );
    await user.click(screen.getByRole('button', { name: 'Invoice for PM-2026-000041' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice for PM-2026-000041' });
    expect(
      await within(dialog).findByRole('link', { name: `Download invoice No.${NB}0000000001` }),
    ).toBeInTheDocument();
    const note = within(dialog).getByRole('link', {
      name: `Credit note No.${NB}0000000007 to invoice No.${NB}0000000001`,
    });
    expect(note).toHaveAttribute('href', '/api/invoices/cn-1/pdf');
    expect(dialog).toHaveTextContent('25 November 2026');
    expect(dialog).toHaveTextContent('€40.00');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(posts(api)).toEqual([]);
  });

  it('writes the totals in both currencies when the club shows both', async () => {
    const { user } = await renderAction({
      'GET /api/club/settings': { ...CLUB_SETTINGS, dualDisplay: true },
      [`GET ${INVOICES_PATH}`]: { invoice: buildInvoice(), creditNotes: [], canRequest: false },
    });
    await user.click(screen.getByRole('button', { name: 'Фактура за PM-2026-000041' }));
    const dialog = await screen.findByRole('dialog', { name: 'Фактура за PM-2026-000041' });
    await waitFor(() => expect(plain(dialog.textContent)).toContain('80,00 € / 156,47 лв.'));
  });

  it('asks a person for a name and an address, and takes a name of a single letter', async () => {
    const { api, user } = await renderAction(issuing(buildInvoice({ recipientName: 'X' })), { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Invoice for PM-2026-000041' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an invoice' });
    const name = within(dialog).getByLabelText('Full name');
    const address = within(dialog).getByLabelText('Address');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Request invoice' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Enter the name'));
    expect(address).toHaveAccessibleDescription('Enter the address');
    expect(posts(api)).toEqual([]);

    await user.type(name, 'X');
    await user.type(address, 'Sofia');
    await user.click(within(dialog).getByRole('button', { name: 'Request invoice' }));
    expect(await screen.findByText('Invoice No. 0000000001 issued')).toBeInTheDocument();
    expect(posts(api)).toEqual([
      { path: REQUEST_PATH, body: { recipient: { type: 'person', name: 'X', address: 'Sofia' } } },
    ]);
  });

  it('has no invoice action for a payment not yet paid', async () => {
    const { api } = await renderAction({}, { payment: buildPayment({ status: 'pending', paidAt: null }) });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});
