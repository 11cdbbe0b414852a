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
  counts: { classes: 7, products: 12, payments: 3, bills: 1, discounts: 1, checkouts: 0, subscriptions: 2 },
  samples: [
    { kind: 'class', name: { bg: 'Начинаещи', en: 'Beginners' }, rule: null, before: 2000, after: 1023 },
    { kind: 'discount', name: null, rule: 'secondClass', before: 978, after: 500 },
  ],
  subscriptionsWaiting: 0,
  ordersInLeva: 0,
};
const NONE = { classes: 0, products: 0, payments: 0, bills: 0, discounts: 0, checkouts: 0, subscriptions: 0 };

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
        // One of the two subscriptions could not be ended at the card provider yet.
        const done = { ...IN_LEVA, currency: 'EUR', changed: true, subscriptionsWaiting: 1 };
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
    expect(within(dialog).getByText(/Card subscriptions in leva/).nextElementSibling).toHaveTextContent('2');
    expect(dialog).toHaveTextContent('each one in leva ends after the month already paid');
    expect(dialog).toHaveTextContent('a link to subscribe again in euro');
    // Nothing stays in leva but unpaid shop orders, and there are none.
    expect(within(dialog).queryByText('Stays in leva')).not.toBeInTheDocument();
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
    expect(
      screen.getByText(
        /Card subscriptions in leva \(they end after the month already paid\): 2\. 1 subscription in leva is set to end but the card provider has not confirmed it yet/,
      ),
    ).toBeInTheDocument();
    expect(posts(api)).toHaveLength(1);
    await waitFor(() => expect(region).toHaveTextContent('The club prices in euro.'));
    expect(screen.queryByRole('button', { name: 'Switch to euro' })).not.toBeInTheDocument();
  });

  it('offers no switch to a club already in euro, in Bulgarian, and says what waits for the card provider', async () => {
    await renderSection(
      {
        [`GET ${PATH}`]: () => ({ ...IN_LEVA, currency: 'EUR', counts: NONE, samples: [], subscriptionsWaiting: 3 }),
      },
      'bg',
    );
    const region = await screen.findByRole('region', { name: 'Валута' });
    await waitFor(() => expect(region).toHaveTextContent('Клубът работи в евро.'));
    expect(region).toHaveTextContent(
      '3 абонамента в лева са насрочени за прекратяване, но доставчикът на картови плащания още не ги е потвърдил',
    );
    expect(screen.queryByRole('button', { name: 'Премини към евро' })).not.toBeInTheDocument();
  });
});
