import type { ChangeoverPreview } from '@swim/shared/api/currency-changeover';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { CurrencySection } from './currency-section';

const PATH = '/api/admin/currency-changeover';

const IN_LEVA: ChangeoverPreview = {
  currency: 'BGN',
  counts: { classes: 7, products: 12, payments: 3, bills: 1, discounts: 1, checkouts: 0 },
  samples: [
    { kind: 'class', name: { bg: 'Начинаещи', en: 'Beginners' }, rule: null, before: 2000, after: 1023 },
    { kind: 'discount', name: null, rule: 'secondClass', before: 978, after: 500 },
  ],
  subscriptionsInLeva: 2,
  ordersInLeva: 0,
};
const NONE = { classes: 0, products: 0, payments: 0, bills: 0, discounts: 0, checkouts: 0 };

async function renderSection(routes: Record<string, unknown>, language = 'en') {
  const api = mockApi(routes);
  await renderWithProviders(
    <>
      <CurrencySection />
      <Toaster />
    </>,
    { language },
  );
  return { api, user: userEvent.setup() };
}

const posts = (api: ReturnType<typeof mockApi>) => api.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('CurrencySection', () => {
  it('shows what switching to euro converts, switches on confirmation, and then says the club is in euro', async () => {
    let preview = IN_LEVA;
    const { api, user } = await renderSection({
      [`GET ${PATH}`]: () => preview,
      [`POST ${PATH}`]: () => {
        const done = { ...IN_LEVA, currency: 'EUR', changed: true };
        preview = { ...IN_LEVA, currency: 'EUR', counts: NONE, samples: [] };
        return done;
      },
    });
    const region = await screen.findByRole('region', { name: 'Currency' });
    await waitFor(() => expect(region).toHaveTextContent('The club still prices in Bulgarian leva.'));
    await user.click(screen.getByRole('button', { name: 'Switch to euro' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Switch the club to euro?' });
    expect(within(dialog).getByText('Classes').nextElementSibling).toHaveTextContent('7');
    expect(within(dialog).getByText('Products').nextElementSibling).toHaveTextContent('12');
    expect(dialog).toHaveTextContent('Beginners: BGN 20.00 → €10.23');
    expect(dialog).toHaveTextContent("A child's second class: BGN 9.78 → €5.00");
    expect(within(dialog).getByText(/Card subscriptions/).nextElementSibling).toHaveTextContent('2');
    // Cancelling changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(api)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Switch to euro' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Switch to euro' }));
    expect(await screen.findByText('The club now prices in euro')).toBeInTheDocument();
    expect(
      screen.getByText(/Classes: 7 · Products: 12 · Open payments .*: 3 · Unpaid kindergarten bills: 1/),
    ).toBeInTheDocument();
    expect(posts(api)).toHaveLength(1);
    await waitFor(() => expect(region).toHaveTextContent('The club prices in euro.'));
    expect(screen.queryByRole('button', { name: 'Switch to euro' })).not.toBeInTheDocument();
  });

  it('offers no switch to a club already in euro, in Bulgarian', async () => {
    await renderSection({ [`GET ${PATH}`]: () => ({ ...IN_LEVA, currency: 'EUR', counts: NONE, samples: [] }) }, 'bg');
    const region = await screen.findByRole('region', { name: 'Валута' });
    await waitFor(() => expect(region).toHaveTextContent('Клубът работи в евро.'));
    expect(screen.queryByRole('button', { name: 'Премини към евро' })).not.toBeInTheDocument();
  });
});
