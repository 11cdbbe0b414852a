import type { AdminErasureRequest, ErasureRequest } from '@swim/shared/api/erasure';
import { findLatinWords } from '@swim/shared/raw-values';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { AccountErasureSection } from './account-erasure-section';
import { ErasureRequestsAdmin } from './erasure-requests-admin';

afterEach(async () => {
  await i18n.changeLanguage('bg');
});

const PENDING: ErasureRequest = {
  id: '6f1c2a9e-3b7d-4c1e-9a2f-0d8e7b6a5c41',
  scope: 'account',
  state: 'pending',
  childId: null,
  requestedAt: '2026-11-30T08:00:00.000Z',
  dueAt: '2026-12-30T08:00:00.000Z',
  closedAt: null,
  refusalReason: null,
};

describe('the profile’s “Delete my account”', () => {
  it('says what goes and what the law keeps, sends the request once confirmed, and offers to withdraw it', async () => {
    let requests: ErasureRequest[] = [];
    const posted: string[] = [];
    mockApi({
      'GET /api/me': buildMe(buildUser({ role: 'parent' })),
      'GET /api/erasure-requests': () => requests,
      'POST /api/erasure-requests/account': () => {
        posted.push('account');
        requests = [PENDING];
        return reply(201, PENDING);
      },
      'POST /api/erasure-requests/6f1c2a9e-3b7d-4c1e-9a2f-0d8e7b6a5c41/cancel': () => {
        posted.push('cancel');
        requests = [{ ...PENDING, state: 'cancelled', closedAt: '2026-11-30T09:00:00.000Z' }];
        return requests[0];
      },
    });
    renderWithProviders(
      <>
        <AccountErasureSection />
        <Toaster />
      </>,
    );
    const section = await screen.findByRole('region', { name: 'Изтриване на профила' });
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Изтрий профила ми' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Да изтрием ли профила ви?' });
    expect(dialog).toHaveTextContent('фактурите и кредитните известия се пазят 10 години');
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Поискай изтриване на профила' }));

    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Профилът ви ще бъде изтрит на 30 декември 2026 или по-рано',
    );
    await user.click(within(section).getByRole('button', { name: 'Оттегли заявката' }));
    expect(await screen.findByText('Заявката е оттеглена')).toBeInTheDocument();
    expect(await within(section).findByRole('button', { name: 'Изтрий профила ми' })).toBeInTheDocument();
    expect(posted).toEqual(['account', 'cancel']);
  });

  it('is not shown to staff, whose accounts are not erased on request', async () => {
    mockApi({ 'GET /api/me': buildMe(buildUser({ role: 'instructor' })), 'GET /api/erasure-requests': [] });
    renderWithProviders(<AccountErasureSection />);
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});

const WAITING: AdminErasureRequest = {
  id: 'a1c2a9e6-3b7d-4c1e-9a2f-0d8e7b6a5c41',
  scope: 'account',
  requestedAt: '2026-11-30T08:00:00.000Z',
  dueAt: '2026-12-30T08:00:00.000Z',
  parent: { id: 'p1', name: 'Надя Стоянова', email: 'nadya@example.bg' },
  child: null,
  childCount: 2,
};

describe('the admin’s erasure requests', () => {
  it('asks for a reason before refusing, and confirms with an alert that it cannot be undone', async () => {
    const calls: { path: string; body: unknown }[] = [];
    let pending = [WAITING];
    mockApi({
      'GET /api/admin/erasure-requests': () => pending,
      'POST /api/admin/erasure-requests/a1c2a9e6-3b7d-4c1e-9a2f-0d8e7b6a5c41/refuse': ({ body }) => {
        calls.push({ path: 'refuse', body });
        return reply(409, { error: { code: 'ERASURE_NOT_PENDING', message: 'no longer pending' } });
      },
      'POST /api/admin/erasure-requests/a1c2a9e6-3b7d-4c1e-9a2f-0d8e7b6a5c41/confirm': () => {
        calls.push({ path: 'confirm', body: undefined });
        pending = [];
        return reply(204);
      },
    });
    renderWithProviders(
      <>
        <ErasureRequestsAdmin />
        <Toaster />
      </>,
    );
    const region = await screen.findByRole('region', { name: 'Заявки за изтриване' });
    const row = await within(region).findByRole('listitem');
    expect(row).toHaveTextContent('Надя Стоянова (nadya@example.bg)');
    expect(row).toHaveTextContent('Изтриване на профила и 2-те му деца');
    expect(row).toHaveTextContent('Поискано на 30 ноември 2026 · изпълнява се на 30 декември 2026');
    expect(findLatinWords(row.textContent?.replace('nadya@example.bg', '') ?? '')).toEqual([]);

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Откажи' }));
    const refuse = await screen.findByRole('dialog', { name: 'Да откажем ли заявката на Надя Стоянова?' });
    await user.click(within(refuse).getByRole('button', { name: 'Откажи заявката' }));
    expect(await within(refuse).findByText('Напишете причина (поне 3 знака)')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(within(refuse).getByLabelText('Причина'), 'Неплатени задължения');
    await user.click(within(refuse).getByRole('button', { name: 'Откажи заявката' }));
    expect(
      await screen.findByText('Тази заявка за изтриване вече е изпълнена, оттеглена или отказана.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'refuse', body: { reason: 'Неплатени задължения' } }]);
    await user.click(within(refuse).getByRole('button', { name: 'Запази данните ми' }));

    await user.click(within(row).getByRole('button', { name: 'Потвърди' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Да изтрием ли данните на Надя Стоянова сега?' });
    await user.click(within(confirm).getByRole('button', { name: 'Изтрий сега' }));
    expect(await screen.findByText('Данните са изтрити')).toBeInTheDocument();
    expect(await within(region).findByText('Няма чакащи заявки за изтриване.')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['refuse', 'confirm']);
  });
});
