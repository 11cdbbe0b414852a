import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { buildSubscription, buildSubscriptionDetail, SUBSCRIPTION_ID } from '../test/payment-fixtures';
import { SubscriptionDetail } from './subscription-detail';

const PATH = `/api/subscriptions/${SUBSCRIPTION_ID}`;

async function renderDetail(detail = buildSubscriptionDetail(), routes: Record<string, unknown> = {}) {
  const fetchSpy = mockApi({ [`GET ${PATH}`]: detail, ...routes });
  await renderWithProviders(
    <>
      <SubscriptionDetail subscriptionId={SUBSCRIPTION_ID} />
      <Toaster />
    </>,
  );
  return { fetchSpy, user: userEvent.setup() };
}

function posts(fetchSpy: ReturnType<typeof mockApi>) {
  return fetchSpy.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({ path: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined }));
}

function detailFetches(fetchSpy: ReturnType<typeof mockApi>) {
  return fetchSpy.mock.calls.filter(([input, init]) => String(input) === PATH && (init?.method ?? 'GET') === 'GET');
}

describe('SubscriptionDetail', () => {
  it('shows the plan, the period and the invoices', async () => {
    await renderDetail();
    expect(await screen.findByRole('heading', { name: 'Начинаещи (7–10 г.)' })).toBeInTheDocument();
    expect(screen.getByText('80,00 лв. / месец')).toBeInTheDocument();
    // ADR 0025: what was paid and what the next charge pays, never the provider's period timestamps.
    expect(screen.getByText('Последен платен месец').nextElementSibling).toHaveTextContent('ноември 2026');
    expect(screen.getByText('Следващо плащане').nextElementSibling).toHaveTextContent(
      '1 декември 2026, за декември 2026',
    );
    const invoices = screen.getByRole('region', { name: 'Фактури' });
    expect(invoices).toHaveTextContent('ноември 2026');
    expect(within(invoices).getByText('Платено')).toBeInTheDocument();
  });

  it('cancels at the end of the period after confirmation, then reloads the subscription', async () => {
    const cancelled = buildSubscription({ cancelAt: '2026-12-01T00:00:00.000Z' });
    const { fetchSpy, user } = await renderDetail(undefined, { [`POST ${PATH}/cancel`]: cancelled });
    await user.click(await screen.findByRole('button', { name: 'Прекратяване на абонамента' }));
    const dialog = await screen.findByRole('dialog', { name: 'Да се прекрати ли абонаментът?' });
    expect(dialog).toHaveTextContent('1 декември 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Прекрати в края на периода' }));

    expect(await screen.findByText('Абонаментът е прекратен')).toBeInTheDocument();
    expect(posts(fetchSpy)).toEqual([{ path: `${PATH}/cancel`, body: undefined }]);
    await waitFor(() => expect(detailFetches(fetchSpy)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resumes a subscription scheduled to cancel', async () => {
    const cancelAt = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const { fetchSpy, user } = await renderDetail(buildSubscriptionDetail({ cancelAt }), {
      [`POST ${PATH}/resume`]: buildSubscription(),
    });
    expect(await screen.findByText(/^Прекратява се на/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Прекратяване на абонамента' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Запазете абонамента' }));
    await user.click(await screen.findByRole('button', { name: 'Запази абонамента' }));

    expect(await screen.findByText('Абонаментът продължава')).toBeInTheDocument();
    expect(posts(fetchSpy)).toEqual([{ path: `${PATH}/resume`, body: undefined }]);
  });

  it('changes the plan from the next period, showing each plan’s price', async () => {
    const { fetchSpy, user } = await renderDetail(undefined, {
      [`POST ${PATH}/plan`]: buildSubscription({ nextPlan: 'pool_12' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Смяна на плана' }));
    const dialog = await screen.findByRole('dialog', { name: 'Смяна на плана' });
    expect(dialog).toHaveTextContent('120,00 лв. / месец');
    await user.click(within(dialog).getByRole('button', { name: 'Смени плана' }));
    expect(await within(dialog).findByText('Моля, изберете различен план')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: '12 посещения месечно' }));
    await user.click(within(dialog).getByRole('button', { name: 'Смени плана' }));
    expect(await screen.findByText('Планът е сменен')).toBeInTheDocument();
    expect(posts(fetchSpy)).toEqual([{ path: `${PATH}/plan`, body: { plan: 'pool_12' } }]);
  });

  it('reports a refused action with the translated reason', async () => {
    const { user } = await renderDetail(undefined, {
      [`POST ${PATH}/cancel`]: reply(409, { error: { code: 'SUBSCRIPTION_NOT_ACTIVE', message: 'not active' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Прекратяване на абонамента' }));
    await user.click(await screen.findByRole('button', { name: 'Прекрати в края на периода' }));
    expect(await screen.findByText('Този абонамент вече не е активен.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
