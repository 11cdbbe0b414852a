import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { buildOrder } from '../test/fixtures';
import { OrderDetail } from './order-detail';
import { OrderList } from './order-list';

describe('OrderList', () => {
  it('shows number, date, items, total and status of each order, linking to its detail', async () => {
    mockApi({
      'GET /api/orders': [
        buildOrder({ id: 'o2', number: 'SC-2026-000009', status: 'completed', total: 4490 }),
        buildOrder({ status: 'cancelled' }),
      ],
    });
    await renderWithProviders(<OrderList />, { language: 'en' });
    const first = (await screen.findByText('Order SC-2026-000009')).closest('a') as HTMLElement;
    expect(first).toHaveAttribute('href', '/orders/o2');
    expect(within(first).getByText('Completed')).toBeInTheDocument();
    expect(within(first).getByText('20 November 2026')).toBeInTheDocument();
    expect(within(first).getByText('1 × Silicone cap')).toBeInTheDocument();
    expect(within(first).getByText(/44\.90/)).toBeInTheDocument();
    const second = screen.getByText('Order SC-2026-000007').closest('a') as HTMLElement;
    expect(within(second).getByText('Cancelled')).toBeInTheDocument();
  });

  it('says when there are no orders yet', async () => {
    mockApi({ 'GET /api/orders': [] });
    await renderWithProviders(<OrderList />, { language: 'en' });
    expect(await screen.findByText('You have no orders yet')).toBeInTheDocument();
  });
});

describe('OrderDetail', () => {
  it('shows the whole order', async () => {
    mockApi({ 'GET /api/orders/o1': buildOrder({ status: 'pending' }) });
    await renderWithProviders(<OrderDetail orderId="o1" />, { language: 'bg' });
    expect(await screen.findByRole('heading', { name: 'Поръчка SC-2026-000007' })).toBeInTheDocument();
    expect(screen.getByText('Очаква плащане')).toBeInTheDocument();
    expect(screen.getByText('Sofia, Vitosha 1')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Артикули' })).toHaveTextContent('Силиконова шапка');
  });

  it('answers an unknown order with the not-found message', async () => {
    mockApi({});
    await renderWithProviders(<OrderDetail orderId="nope" />, { language: 'en' });
    expect(await screen.findByText("What you were looking for doesn't exist or has been removed.")).toBeInTheDocument();
  });
});
