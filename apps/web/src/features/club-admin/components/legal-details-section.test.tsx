import type { ClubLegalDetails } from '@swim/shared/api/invoices';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { LegalDetailsSection } from './legal-details-section';

const PATH = '/api/admin/club-legal';

const STORED: ClubLegalDetails = {
  legalName: 'СК „Делфин“',
  eik: '175074752',
  vatNumber: null,
  address: 'София, ул. „Плувна“ 1',
  mol: 'Елена Димитрова',
  vatRegistered: false,
};

async function renderSection(routes: Record<string, unknown>, language = 'en') {
  const api = mockApi(routes);
  await renderWithProviders(
    <>
      <LegalDetailsSection />
      <Toaster />
    </>,
    { language },
  );
  return { api, user: userEvent.setup() };
}

const puts = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));

describe('LegalDetailsSection', () => {
  it('checks the EIK and the VAT number before saving, then saves the details', async () => {
    let stored: ClubLegalDetails | null = null;
    const { api, user } = await renderSection({
      [`GET ${PATH}`]: () => ({ legal: stored }),
      [`PUT ${PATH}`]: ({ body }: { body: ClubLegalDetails }) => {
        stored = body;
        return { legal: stored };
      },
    });
    const region = screen.getByRole('region', { name: 'Invoicing details' });
    await waitFor(() =>
      expect(region).toHaveTextContent('Not entered yet: until then parents and shop buyers cannot ask for invoices.'),
    );
    await user.type(screen.getByLabelText('Legal name'), 'Плувен клуб „Делфин“ ЕООД');
    const eik = screen.getByLabelText('EIK (company ID)');
    await user.type(eik, '121517191');
    await user.type(screen.getByLabelText('Registered address'), 'София, бул. „Черни връх“ 12');
    await user.type(screen.getByLabelText('Accountable person (МОЛ)'), 'Елена Димитрова');
    expect(screen.queryByLabelText('VAT number')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('The club is registered for VAT'));
    const vat = screen.getByLabelText('VAT number');
    await user.click(screen.getByRole('button', { name: 'Save invoicing details' }));

    await waitFor(() => expect(eik).toHaveAccessibleDescription('This EIK is not valid (check the digits)'));
    expect(vat).toHaveAccessibleDescription(
      'As issued, for example BG121517190 Enter the VAT number: the club is registered for VAT',
    );
    expect(puts(api)).toEqual([]);

    await user.clear(eik);
    await user.type(eik, '121517190');
    await user.type(vat, 'bg 121517190');
    await user.click(screen.getByRole('button', { name: 'Save invoicing details' }));
    expect(await screen.findByText('Invoicing details saved')).toBeInTheDocument();
    expect(puts(api)).toEqual([
      {
        legalName: 'Плувен клуб „Делфин“ ЕООД',
        eik: '121517190',
        vatRegistered: true,
        vatNumber: 'BG121517190',
        address: 'София, бул. „Черни връх“ 12',
        mol: 'Елена Димитрова',
      },
    ]);
    await waitFor(() => expect(screen.queryByText(/Not entered yet/)).not.toBeInTheDocument());
  });

  it('shows the stored details and puts the server’s refusal under its field, in Bulgarian', async () => {
    const { api, user } = await renderSection(
      {
        [`GET ${PATH}`]: { legal: STORED },
        [`PUT ${PATH}`]: reply(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'The request is not valid',
            details: [{ path: 'legalName', message: 'legalNameRequired' }],
          },
        }),
      },
      'bg',
    );
    const name = await screen.findByLabelText('Юридическо наименование');
    expect(name).toHaveValue('СК „Делфин“');
    expect(screen.getByLabelText('ЕИК')).toHaveValue('175074752');
    expect(screen.getByLabelText('Клубът е регистриран по ДДС')).not.toBeChecked();
    expect(screen.queryByLabelText('ДДС номер')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Запази данните за фактуриране' }));

    expect(await screen.findByText('Данните за фактуриране не бяха запазени')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveAccessibleDescription('Въведете юридическото наименование'));
    expect(puts(api)).toEqual([{ ...STORED, vatNumber: null }]);
  });
});
