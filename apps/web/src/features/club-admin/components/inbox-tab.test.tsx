import type { InboxMessage, InboxMessageDetail } from '@swim/shared/api/admin-inbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });

const message: InboxMessage = {
  id: 'm-1',
  name: 'Ольга Сергеева',
  email: 'olga@example.ru',
  phone: null,
  subject: 'Пробное занятие',
  message: 'Можно ли прийти на пробное занятие в субботу?',
  locale: 'ru',
  createdAt: '2026-11-20T08:15:00.000Z',
  readAt: null,
  handledAt: null,
  handledBy: null,
  replyCount: 0,
};

describe('admin inbox', () => {
  it('shows the unread count, marks a message read on opening, handles it and replies in the sender’s language', async () => {
    let detail: InboxMessageDetail = { ...message, replies: [] };
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/club/settings': {},
      'GET /api/admin/inbox/summary': () => ({ unread: detail.readAt ? 0 : 1 }),
      'GET /api/admin/inbox': () => ({ items: [detail], total: 1, page: 1, pageSize: 20 }),
      'GET /api/admin/inbox/m-1': () => detail,
      'POST /api/admin/inbox/m-1/read': () => {
        detail = { ...detail, readAt: '2026-11-20T09:00:00.000Z' };
        return detail;
      },
      'PUT /api/admin/inbox/m-1/status': ({ body }) => {
        const handled = (body as { handled: boolean }).handled;
        detail = handled
          ? { ...detail, handledAt: '2026-11-20T09:05:00.000Z', handledBy: { bg: admin.name } }
          : { ...detail, handledAt: null, handledBy: null };
        return detail;
      },
      'POST /api/admin/inbox/m-1/replies': ({ body }) => {
        const reply = {
          id: 'r-1',
          body: (body as { body: string }).body,
          sentBy: { bg: admin.name },
          createdAt: '2026-11-20T09:10:00.000Z',
        };
        detail = { ...detail, replies: [reply], replyCount: 1 };
        return detail;
      },
    });
    await renderRoute('/admin?tab=inbox', { language: 'en' });
    const user = userEvent.setup();
    const tab = await screen.findByRole('tab', { name: /Inbox/ });
    await waitFor(() => expect(tab).toHaveAccessibleName(/1 unread/));

    await user.click(await screen.findByRole('button', { name: /Ольга Сергеева/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Пробное занятие' });
    await waitFor(() => expect(api.mock.calls.some(([url]) => String(url).endsWith('/m-1/read'))).toBe(true));
    await waitFor(() => expect(tab).not.toHaveAccessibleName(/unread/));
    expect(within(dialog).getByText(/Goes by email to olga@example.ru in Russian/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Message marked handled')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Write your reply')).toBeInTheDocument();
    expect(api.mock.calls.some(([url]) => String(url).endsWith('/replies'))).toBe(false);
    await user.type(within(dialog).getByLabelText('Reply'), 'Да, приходите в 10:00.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent to olga@example.ru')).toBeInTheDocument();
    const post = api.mock.calls.find(([url]) => String(url).endsWith('/replies'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ body: 'Да, приходите в 10:00.' });
    expect(within(dialog).getByText('Да, приходите в 10:00.')).toBeInTheDocument();
  }, 30_000);

  it('sends the search and the filter to the server', async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/club/settings': {},
      'GET /api/admin/inbox/summary': { unread: 0 },
      'GET /api/admin/inbox': { items: [], total: 0, page: 1, pageSize: 20 },
    });
    await renderRoute('/admin?tab=inbox', { language: 'bg' });
    const user = userEvent.setup();
    expect(await screen.findByText('Няма съобщения')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Покажи'), 'handled');
    await user.type(screen.getByLabelText('Търсене'), 'Ольга');
    await waitFor(() => {
      const urls = api.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/admin/inbox?'));
      expect(urls.at(-1)).toMatch(/status=handled/);
      expect(decodeURIComponent(urls.at(-1) ?? '')).toMatch(/search=Ольга/);
    });
  }, 20_000);
});
