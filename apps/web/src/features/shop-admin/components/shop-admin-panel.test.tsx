import type { AdminOrder, AdminOrderList, AdminProduct, ProductList } from '@swim/shared/api/admin-shop';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });

function product(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 'p-1',
    name: { bg: 'Шапка', en: 'Swim cap' },
    description: null,
    category: 'caps',
    price: 1500,
    currency: 'EUR',
    stockQuantity: 5,
    reserved: 2,
    imageUrl: null,
    thumbnailUrl: null,
    active: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
const products = (items: AdminProduct[]): ProductList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  currency: 'EUR',
});

function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 'o-1',
    number: 'SC-2026-000042',
    status: 'completed',
    createdAt: '2026-03-02T09:30:00.000Z',
    paidAt: '2026-03-02T09:31:00.000Z',
    customerName: 'Мария Петрова',
    email: 'maria@example.test',
    phone: '0888 123 456',
    shippingAddress: 'София, ул. Витоша 1',
    total: 3000,
    currency: 'EUR',
    items: [{ productId: 'p-1', name: { bg: 'Шапка', en: 'Swim cap' }, price: 1500, quantity: 2 }],
    cancelledAt: null,
    refunded: false,
    userId: null,
    ...overrides,
  };
}
const orders = (items: AdminOrder[]): AdminOrderList => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('admin shop', () => {
  it('refuses a product without a Bulgarian name or a valid price on the client, then sends minor units', async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/admin/products': products([product()]),
      'POST /api/admin/products': reply(201, product({ id: 'new', name: { bg: 'Очила' } })),
    });
    await renderRoute('/admin?tab=products', { language: 'en' });
    expect(await screen.findByText('5 in stock')).toBeInTheDocument();
    expect(screen.getByText('2 held by unpaid orders')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New product' }));
    const dialog = await screen.findByRole('dialog', { name: 'New product' });
    await user.type(within(dialog).getByLabelText(/^Name \(English\)/), 'Goggles');
    await user.type(within(dialog).getByLabelText('Price (€)'), '24,9x');
    await user.click(within(dialog).getByRole('button', { name: 'Create product' }));
    expect(await within(dialog).findByText('Please enter the product name in Bulgarian')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Name (Bulgarian)'), 'Очила');
    await user.clear(within(dialog).getByLabelText('Price (€)'));
    await user.type(within(dialog).getByLabelText('Price (€)'), '24,90');
    await user.clear(within(dialog).getByLabelText('In stock'));
    await user.type(within(dialog).getByLabelText('In stock'), '12');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'goggles');
    await user.click(within(dialog).getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Очила has been added to the shop')).toBeInTheDocument();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: { bg: 'Очила', en: 'Goggles', ru: '' },
      description: { bg: '', en: '', ru: '' },
      category: 'goggles',
      price: 2490,
      stockQuantity: 12,
      active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);

  it('cancels a paid order with a refund reason and names a refused refund in each language', async () => {
    for (const [language, buttonName, title] of [
      ['en', 'Cancel and refund', 'Refund Failed'],
      ['bg', 'Откажи и възстанови сумата', 'Неуспешно възстановяване'],
      ['ru', 'Отменить и вернуть деньги', 'Возврат не выполнен'],
    ] as const) {
      const api = mockApi({
        'GET /api/me': buildMe(admin),
        'GET /api/admin/athletes': [],
        'GET /api/admin/orders': orders([order()]),
        'POST /api/admin/orders/o-1/cancel': reply(502, { error: { code: 'PROVIDER_ERROR', message: 'x' } }),
      });
      const { unmount } = await renderRoute('/admin?tab=products&view=orders', { language });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: /SC-2026-000042/ }));
      const confirm = await screen.findByRole('alertdialog');
      await user.selectOptions(within(confirm).getByRole('combobox'), 'duplicate');
      await user.click(within(confirm).getByRole('button', { name: buttonName }));
      expect(await screen.findByText(title)).toBeInTheDocument();
      const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({ reason: 'duplicate' });
      unmount();
    }
  }, 30_000);
});
