import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { CHILD_ID } from '../../../test/parent-fixtures';
import { renderWithProviders } from '../../../test/render';
import { goToCheckout } from '../lib/go-to-checkout';
import { buildPayment, buildPaymentOptions, ENROLLMENT_ID, OTHER_ENROLLMENT_ID } from '../test/payment-fixtures';
import { ChildPayment } from './child-payment';

// Leaving for the provider's checkout cannot happen in jsdom; the test checks where the page would go.
vi.mock('../lib/go-to-checkout', () => ({ goToCheckout: vi.fn() }));

const OPTIONS_KEY = `GET /api/children/${CHILD_ID}/payment-options`;
const CREATE_KEY = `POST /api/children/${CHILD_ID}/payments`;
const CHECKOUT_URL = 'https://checkout.example.test/session/cs_123';

async function renderPage(path: string, routes: Record<string, unknown> = {}, language = 'bg') {
  const fetchSpy = mockApi({ [OPTIONS_KEY]: buildPaymentOptions(), ...routes });
  const view = await renderWithProviders(
    <>
      <ChildPayment childId={CHILD_ID} />
      <Toaster />
    </>,
    { path, language },
  );
  return { ...view, fetchSpy, user: userEvent.setup() };
}

function bodiesOf(fetchSpy: ReturnType<typeof mockApi>, path: string) {
  return fetchSpy.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).startsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')));
}

describe('ChildPayment', () => {
  beforeEach(() => vi.mocked(goToCheckout).mockClear());

  it('sends the chosen class, month and card with monthly payment, then goes to the checkout', async () => {
    const { fetchSpy, user } = await renderPage(`/child/${CHILD_ID}/payment`, {
      [CREATE_KEY]: reply(201, {
        payment: buildPayment({ enrollmentId: OTHER_ENROLLMENT_ID }),
        checkoutUrl: CHECKOUT_URL,
      }),
    });

    await user.click(await screen.findByRole('radio', { name: 'Напреднали (10–14 г.)' }));
    // November is already paid for this class: shown, but not selectable; December is chosen.
    expect(screen.getByRole('radio', { name: 'ноември 2026' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'декември 2026' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'С карта' }));
    await user.click(screen.getByRole('checkbox', { name: 'Автоматично плащане всеки месец' }));
    // The amount is the server's price for the class, with the euro equivalent beside it.
    expect(screen.getByText('Сума за плащане').parentElement).toHaveTextContent('120,00 лв. (61,36 €)');
    await user.click(screen.getByRole('button', { name: 'Включете месечното плащане с карта' }));

    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(bodiesOf(fetchSpy, `/api/children/${CHILD_ID}/payments`)).toEqual([
      {
        enrollmentId: OTHER_ENROLLMENT_ID,
        billingPeriod: '2026-12',
        method: 'card',
        recurring: true,
        language: 'bg',
      },
    ]);
  });

  it('preselects the class and month from the address and asks for a method', async () => {
    const { fetchSpy, user } = await renderPage(
      `/child/${CHILD_ID}/payment?enrollment=${ENROLLMENT_ID}&period=2026-12`,
    );
    expect(await screen.findByRole('radio', { name: 'Начинаещи (7–10 г.)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'декември 2026' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Плащане' }));
    expect(await screen.findByText('Моля, изберете начин на плащане')).toBeInTheDocument();
    expect(bodiesOf(fetchSpy, `/api/children/${CHILD_ID}/payments`)).toEqual([]);
  });

  it('records a cash payment and shows it awaiting confirmation', async () => {
    // A second child: the plan's 80.00 less 10%.
    const declared = buildPayment({
      method: 'cash',
      status: 'pending',
      parentNotes: 'Ще платя в сряда',
      amount: 7200,
      listAmount: 8000,
      priceLines: [{ kind: 'secondChild', amount: -800, rule: { kind: 'percent', value: 10 } }],
    });
    const { fetchSpy, user } = await renderPage(`/child/${CHILD_ID}/payment?enrollment=${ENROLLMENT_ID}`, {
      [CREATE_KEY]: reply(201, { payment: declared, checkoutUrl: null }),
    });

    await user.click(await screen.findByRole('radio', { name: 'В брой' }));
    await user.type(screen.getByLabelText(/Бележка за клуба/), 'Ще платя в сряда');
    await user.click(screen.getByRole('button', { name: 'Отбележете плащане в брой' }));

    const result = await screen.findByRole('heading', { name: 'Плащането е отбелязано' });
    const panel = result.closest('[role="status"]') as HTMLElement;
    expect(within(panel).getByText('Очаква потвърждение от треньора или клуба.')).toBeInTheDocument();
    expect(within(panel).getByText('Чакащо')).toBeInTheDocument();
    const breakdown = within(panel).getByRole('table', { name: 'Как се формира сумата' });
    expect(within(breakdown).getByRole('row', { name: /Отстъпка за второ дете \(10%\)/ })).toHaveTextContent(
      'Отстъпка за второ дете (10%)-8,00 лв.',
    );
    expect(within(breakdown).getByRole('row', { name: /Общо/ })).toHaveTextContent('Общо72,00 лв.');
    expect(goToCheckout).not.toHaveBeenCalled();
    expect(bodiesOf(fetchSpy, `/api/children/${CHILD_ID}/payments`)).toEqual([
      {
        enrollmentId: ENROLLMENT_ID,
        billingPeriod: '2026-11',
        method: 'cash',
        parentNotes: 'Ще платя в сряда',
        language: 'bg',
      },
    ]);
  });

  it("charges the server's price of the month and shows how it is made up", async () => {
    // The child started on 12 November with 5 of the month's 8 sessions left, at 10.00 a session: 50.00, not 80.00.
    const options = buildPaymentOptions();
    const [november] = options.enrollments[0]?.periods ?? [];
    if (november) {
      november.price = {
        listAmount: 8000,
        lines: [{ kind: 'firstPeriod', amount: -3000, startsOn: '2026-11-12', sessionsLeft: 5, sessionsInPeriod: 8 }],
        amount: 5000,
      };
    }
    const { user } = await renderPage(`/child/${CHILD_ID}/payment?enrollment=${ENROLLMENT_ID}&period=2026-11`, {
      [OPTIONS_KEY]: options,
    });

    const enrollment = await screen.findByRole('radio', { name: 'Начинаещи (7–10 г.)' });
    expect(enrollment).toHaveAccessibleDescription(/50,00\sлв\. за ноември 2026/);
    expect(screen.getByRole('radio', { name: 'ноември 2026' })).toHaveAccessibleDescription(/^50,00\sлв\.$/);
    expect(screen.getByRole('radio', { name: 'декември 2026' })).toHaveAccessibleDescription(/^80,00\sлв\.$/);
    const breakdown = screen.getByRole('table', { name: 'Как се формира сумата за ноември 2026' });
    expect(within(breakdown).getByRole('row', { name: /Първи месец: 5 от 8 занимания/ })).toHaveTextContent(
      'Първи месец: 5 от 8 занимания до края на месеца (от 12 ноември)-30,00 лв.',
    );
    expect(screen.getByText('Сума за плащане').parentElement).toHaveTextContent('50,00 лв. (25,56 €)');
    await user.click(screen.getByRole('radio', { name: 'С карта' }));
    expect(screen.getByRole('button', { name: /^Платете 50,00\sлв\. с карта$/ })).toBeInTheDocument();
    // Paid monthly, the first charge is November's share and every later one December's whole month.
    expect(screen.getByRole('checkbox', { name: 'Автоматично плащане всеки месец' })).toHaveAccessibleDescription(
      /След това по 80,00\sлв\. на месец\.$/,
    );

    // December is a whole month at the plan's price: nothing to explain.
    await user.click(screen.getByRole('radio', { name: 'декември 2026' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Сума за плащане').parentElement).toHaveTextContent('80,00 лв. (40,90 €)');
  });

  it('takes a closed week of November off December, but charges a card whole months after it', async () => {
    // A pool closure of a week or more closed 2 of the class's 8 November sessions: 80.00 × 2/8 = 20.00 off December.
    const options = buildPaymentOptions();
    const [, december] = options.enrollments[0]?.periods ?? [];
    if (december) {
      december.price = {
        listAmount: 8000,
        lines: [{ kind: 'closure', amount: -2000, period: '2026-11', sessionsClosed: 2, sessionsInPeriod: 8 }],
        amount: 6000,
      };
    }
    const { user } = await renderPage(`/child/${CHILD_ID}/payment?enrollment=${ENROLLMENT_ID}&period=2026-11`, {
      [OPTIONS_KEY]: options,
    });
    await screen.findByRole('radio', { name: 'Начинаещи (7–10 г.)' });
    expect(screen.getByRole('radio', { name: 'декември 2026' })).toHaveAccessibleDescription(/^60,00\sлв\.$/);
    await user.click(screen.getByRole('radio', { name: 'С карта' }));
    // November by card, then monthly: December's closure is given back once, not taken off every charge.
    expect(screen.getByRole('checkbox', { name: 'Автоматично плащане всеки месец' })).toHaveAccessibleDescription(
      /След това по 80,00\sлв\. на месец\.$/,
    );

    await user.click(screen.getByRole('radio', { name: 'декември 2026' }));
    const breakdown = screen.getByRole('table', { name: 'Как се формира сумата за декември 2026' });
    expect(within(breakdown).getByRole('row', { name: /Затворен басейн/ })).toHaveTextContent(
      'Затворен басейн: 2 от 8 занимания за ноември 2026-20,00 лв.',
    );
    expect(screen.getByRole('button', { name: /^Платете 60,00\sлв\. с карта$/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Автоматично плащане всеки месец' })).toHaveAccessibleDescription(
      /След това по 80,00\sлв\. на месец\.$/,
    );
  });

  it("shows the club's bank details and the reference for a transfer", async () => {
    const { user } = await renderPage(`/child/${CHILD_ID}/payment?enrollment=${ENROLLMENT_ID}&period=2026-11`);
    await user.click(await screen.findByRole('radio', { name: 'Банков превод' }));
    const details = screen.getByRole('region', { name: 'Данни за банков превод' });
    expect(details).toHaveTextContent('BG80BNBG96611020345678');
    expect(details).toHaveTextContent('BNBGBGSD');
    expect(details).toHaveTextContent('Виктория Петрова – ноември 2026');
    expect(within(details).getByRole('button', { name: 'Копирай IBAN' })).toBeInTheDocument();
  });

  it("explains a refusal from the server with the catalog's text", async () => {
    const { user } = await renderPage(`/child/${CHILD_ID}/payment?enrollment=${ENROLLMENT_ID}`, {
      [CREATE_KEY]: reply(409, { error: { code: 'PERIOD_ALREADY_COVERED', message: 'covered' } }),
    });
    await user.click(await screen.findByRole('radio', { name: 'С карта' }));
    await user.click(screen.getByRole('button', { name: /Платете 80,00/ }));
    expect(await screen.findByText('Грешка при плащането')).toBeInTheDocument();
    expect(screen.getByText('Този месец вече е платен или очаква потвърждение.')).toBeInTheDocument();
  });

  it("says 'Payment Failed' when the checkout comes back failed", async () => {
    const { fetchSpy } = await renderPage(
      `/child/${CHILD_ID}/payment?checkout=cancelled&payment=pay-1`,
      { 'POST /api/payments/pay-1/sync': buildPayment({ status: 'failed' }) },
      'en',
    );
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Payment Failed')).toHaveLength(2));
    expect(fetchSpy.mock.calls.filter(([input]) => String(input).endsWith('/sync'))).toHaveLength(1);
    // The parent may try again at once: the form is back with the failed payment's class and month.
    expect(await screen.findByRole('radio', { name: 'Beginners (ages 7–10)' })).toBeChecked();
  });

  it('keeps asking while the card payment is processing, then shows it paid', async () => {
    let calls = 0;
    await renderPage(`/child/${CHILD_ID}/payment?checkout=success&payment=pay-1`, {
      'POST /api/payments/pay-1/sync': () => {
        calls += 1;
        return calls === 1 ? buildPayment() : buildPayment({ status: 'paid', paidAt: '2026-11-03T09:16:00.000Z' });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Потвърждаваме плащането с карта…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Плащането е получено' }, { timeout: 4000 })).toBeInTheDocument();
    expect(
      screen.getByText('Благодарим ви! Посещенията на Виктория Петрова за ноември 2026 са подновени.'),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
