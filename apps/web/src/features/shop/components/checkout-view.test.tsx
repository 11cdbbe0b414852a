import { CART_STORAGE_KEY, type CartItem } from '@swim/shared/cart';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { CAP_ID, buildOrder, buildQuote } from '../test/fixtures';
import { CheckoutView } from './checkout-view';

const cap: CartItem = {
  id: CAP_ID,
  name: { bg: 'Силиконова шапка', en: 'Silicone cap' },
  price: 1500,
  stock_quantity: 2,
  quantity: 1,
};
const stored = (): CartItem[] => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
const assign = vi.fn();

beforeEach(() => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([cap]));
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
});

async function renderCheckout(path = '/checkout') {
  return renderWithProviders(
    <>
      <CheckoutView />
      <Toaster />
    </>,
    { language: 'en', path },
  );
}

/** The server's quote for whatever the cart holds, at the given prices and stock. */
function quoteFor(price = 1500, stock = 2) {
  return ({ body }: { body: unknown }) => {
    const items = (body as { items: { productId: string; quantity: number }[] }).items;
    return buildQuote({
      lines: items.map((i) => ({
        productId: i.productId,
        name: cap.name,
        imageUrl: null,
        price,
        quantity: i.quantity,
        stockQuantity: stock,
        state: i.quantity > stock ? ('short' as const) : ('ok' as const),
        lineTotal: price * i.quantity,
      })),
      total: items.reduce((sum, i) => sum + price * i.quantity, 0),
      orderable: items.every((i) => i.quantity <= stock),
    });
  };
}

describe('CheckoutView', () => {
  it('changes quantities with the steppers, refuses more than the stock, and removes a line at 0', async () => {
    mockApi({ 'GET /api/me': buildMe(null), 'POST /api/shop/quote': quoteFor() });
    await renderCheckout();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'One more Silicone cap' }));
    expect(stored()[0]?.quantity).toBe(2);
    await user.click(screen.getByRole('button', { name: 'One more Silicone cap' }));
    expect(await screen.findByText('Cannot add more items than available in stock')).toBeInTheDocument();
    expect(stored()[0]?.quantity).toBe(2);

    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Silicone cap' });
    await user.clear(quantity);
    await user.type(quantity, '0{Enter}');
    expect(stored()).toEqual([]);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('requires the shipping address and sends nothing without it', async () => {
    const api = mockApi({ 'GET /api/me': buildMe(null), 'POST /api/shop/quote': quoteFor() });
    await renderCheckout();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Guest Buyer');
    await user.type(screen.getByLabelText('Email'), 'guest@example.test');
    await user.type(screen.getByLabelText('Phone'), '0888 123 456');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay by card' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByText('Shipping address is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Shipping address')).toHaveAttribute('aria-invalid', 'true');
    expect(api.mock.calls.some(([url]) => String(url).endsWith('/api/orders'))).toBe(false);
  });

  it('fills in a signed-in user, sends the shown total and goes to the card page', async () => {
    let sent: Record<string, unknown> | undefined;
    mockApi({
      'GET /api/me': buildMe(buildUser({ name: 'Мария Петрова', email: 'maria@example.bg', phone: '0888 111 222' })),
      'POST /api/shop/quote': quoteFor(),
      'POST /api/orders': ({ body }) => {
        sent = body as Record<string, unknown>;
        return reply(201, { order: buildOrder(), checkoutUrl: 'http://localhost/test-checkout/cs_1' });
      },
    });
    await renderCheckout();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('maria@example.bg'));
    expect(screen.getByLabelText('Full name')).toHaveValue('Мария Петрова');
    expect(screen.getByLabelText('Phone')).toHaveValue('0888 111 222');
    await user.type(screen.getByLabelText('Shipping address'), 'Sofia, Vitosha 1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay by card' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      items: [{ productId: CAP_ID, quantity: 1 }],
      expectedTotal: 1500,
      shippingAddress: 'Sofia, Vitosha 1',
      language: 'en',
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/test-checkout/cs_1'));
    // The cart stays until the payment is confirmed.
    expect(stored()).toHaveLength(1);
  });

  it('shows a changed price and stock before paying, and pays only once the cart is updated', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...cap, quantity: 2 }]));
    mockApi({ 'GET /api/me': buildMe(null), 'POST /api/shop/quote': quoteFor(1800, 1) });
    await renderCheckout();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Only 1 Silicone cap left in stock')).toBeInTheDocument();
    expect(within(alert).getByText(/Silicone cap: the price changed from .*15\.00 to .*18\.00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeDisabled();

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Update my cart' }));
    expect(stored()).toEqual([{ ...cap, price: 1800, stock_quantity: 1, quantity: 1 }]);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay by card' })).toBeEnabled());
  });

  it("shows 'Checkout Error' when the order is refused", async () => {
    mockApi({
      'GET /api/me': buildMe(null),
      'POST /api/shop/quote': quoteFor(),
      'POST /api/orders': reply(409, { error: { code: 'OUT_OF_STOCK', message: 'Not enough in stock' } }),
    });
    await renderCheckout();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Guest Buyer');
    await user.type(screen.getByLabelText('Email'), 'guest@example.test');
    await user.type(screen.getByLabelText('Phone'), '0888 123 456');
    await user.type(screen.getByLabelText('Shipping address'), 'Plovdiv');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay by card' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByText('Checkout Error')).toBeInTheDocument();
    expect(screen.getByText('Some items are no longer in stock in that quantity.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(stored()).toHaveLength(1);
  });
});

describe('coming back from the card page', () => {
  it('empties the cart once the order is paid', async () => {
    mockApi({
      'GET /api/me': buildMe(null),
      'POST /api/orders/o1/sync': { id: 'o1', number: 'SC-2026-000007', status: 'completed' },
    });
    await renderCheckout('/checkout?order=o1&checkout=success');
    expect(await screen.findByText('Thank you! Payment received')).toBeInTheDocument();
    expect(screen.getByText(/SC-2026-000007 is confirmed/)).toBeInTheDocument();
    await waitFor(() => expect(stored()).toEqual([]));
  });

  it('keeps the cart when the payment failed', async () => {
    mockApi({
      'GET /api/me': buildMe(null),
      'POST /api/orders/o1/sync': { id: 'o1', number: 'SC-2026-000008', status: 'cancelled' },
    });
    await renderCheckout('/checkout?order=o1&checkout=cancelled');
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(stored()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
  });
});
