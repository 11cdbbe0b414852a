import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findRawValues } from '@swim/shared/raw-values';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { buildMismatch } from '../test/fixtures';
import { ReconciliationSection } from './reconciliation-section';

const OPEN = buildMismatch();
const RESOLVED = buildMismatch({
  id: 'mismatch-2',
  kind: 'missing_in_ledger',
  providerObjectId: 'ch_9Zk2',
  paymentId: null,
  ledgerAmount: null,
  providerAmount: 2400,
  resolvedAt: '2026-11-21T08:00:00.000Z',
  resolvedByName: 'Елена Димитрова',
  record: null,
});

describe('ReconciliationSection', () => {
  it('lists the differences and marks an open one resolved', async () => {
    let resolved = false;
    const fetchSpy = mockApi({
      'GET /api/admin/billing/reconciliation': () => ({
        items: [
          resolved ? { ...OPEN, resolvedAt: '2026-11-22T09:00:00.000Z', resolvedByName: 'Елена' } : OPEN,
          RESOLVED,
        ],
        lastRunAt: '2026-11-22T04:00:00.000Z',
      }),
      [`POST /api/admin/billing/reconciliation/${OPEN.id}/resolve`]: () => {
        resolved = true;
        return { ...OPEN, resolvedAt: '2026-11-22T09:00:00.000Z', resolvedByName: 'Елена' };
      },
    });
    await renderWithProviders(
      <>
        <ReconciliationSection />
        <Toaster />
      </>,
    );

    const list = await screen.findByRole('list', { name: 'Разлики с доставчика на картови плащания' });
    expect(within(list).getByText('Сумите се различават')).toBeInTheDocument();
    expect(within(list).getByText('Таксувано, но липсва в счетоводството')).toBeInTheDocument();
    expect(within(list).getByText('pi_3Nx81')).toBeInTheDocument();
    // The payment by its number and child, as the admin knows it; its id nowhere.
    expect(within(list).getByText('PM-2026-000123 · Виктория Петрова')).toBeInTheDocument();
    expect(findRawValues(list.textContent ?? '')).toEqual([]);
    expect(within(list).getByText(/^80,00\sлв\.$/)).toBeInTheDocument();
    expect(within(list).getByText(/^70,00\sлв\.$/)).toBeInTheDocument();
    expect(screen.getByText('Последна проверка:')).toBeInTheDocument();
    // Only the open difference can be resolved.
    expect(within(list).getAllByRole('button')).toHaveLength(1);

    await userEvent.setup().click(within(list).getByRole('button', { name: 'Отбележи като решена: PM-2026-000123' }));

    expect(await screen.findByText('Разликата е отбелязана като решена')).toBeInTheDocument();
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe(`/api/admin/billing/reconciliation/${OPEN.id}/resolve`);
    expect(await within(list).findAllByText('Решена')).toHaveLength(2);
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the books agree only after a run found no differences', async () => {
    mockApi({ 'GET /api/admin/billing/reconciliation': { items: [], lastRunAt: '2026-11-22T04:00:00.000Z' } });
    await renderWithProviders(<ReconciliationSection />, { language: 'en' });
    expect(await screen.findByText('No differences found')).toBeInTheDocument();
    expect(screen.queryByText('Not compared yet')).not.toBeInTheDocument();
  });

  it('runs the comparison on demand and shows the fresh list', async () => {
    const fetchSpy = mockApi({
      'GET /api/admin/billing/reconciliation': { items: [], lastRunAt: null },
      'POST /api/admin/billing/reconciliation/run': { items: [OPEN], lastRunAt: '2026-11-22T10:00:00.000Z' },
    });
    await renderWithProviders(
      <>
        <ReconciliationSection />
        <Toaster />
      </>,
      { language: 'en' },
    );
    // Never run: nothing is claimed to agree yet.
    expect(await screen.findByText('Not compared yet')).toBeInTheDocument();
    expect(screen.getByText('Not run yet')).toBeInTheDocument();
    expect(screen.queryByText('No differences found')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Run now' }));

    expect(await screen.findByText('Reconciliation finished')).toBeInTheDocument();
    expect(screen.getByText('1 open difference')).toBeInTheDocument();
    expect(screen.getByText('Amounts differ')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([url, init]) => String(url).endsWith('/run') && init?.method === 'POST')).toBe(
      true,
    );
  });
});
