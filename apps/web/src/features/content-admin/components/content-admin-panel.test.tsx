import type { AdminMedia, AdminMediaList, AdminNews, AdminNewsList } from '@swim/shared/api/admin-content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });
const limits = { imageBytes: 1024, videoBytes: 4096 };

function article(overrides: Partial<AdminNews> = {}): AdminNews {
  return {
    id: 'n-1',
    slug: 'zimna-kupa',
    title: { bg: 'Зимна купа', en: 'Winter cup' },
    excerpt: { bg: 'Кратко' },
    body: { bg: 'Текст' },
    imageUrl: null,
    thumbnailUrl: null,
    published: false,
    publishedAt: null,
    scheduled: false,
    updatedAt: '2026-03-01T10:00:00.000Z',
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
const newsList = (items: AdminNews[]): AdminNewsList => ({ items, total: items.length, page: 1, pageSize: 20, limits });

function item(overrides: Partial<AdminMedia> = {}): AdminMedia {
  return {
    id: 'm-1',
    type: 'photo',
    title: { bg: 'Старт', en: 'Start' },
    description: null,
    url: '/uploads/media/k/display.webp',
    thumbnailUrl: '/uploads/media/k/thumb.webp',
    width: 800,
    height: 600,
    mimeType: 'image/webp',
    byteSize: 1000,
    hidden: false,
    position: 1,
    takenAt: '2026-03-01T10:00:00.000Z',
    children: [],
    withheld: false,
    ...overrides,
  };
}
const mediaList = (items: AdminMedia[]): AdminMediaList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 24,
  limits,
});

describe('content console', () => {
  it('refuses HTML and a missing Bulgarian summary in the form, then saves a draft with the texts as typed', async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/admin/news': newsList([article({ published: true, publishedAt: '2026-02-01T10:00:00.000Z' })]),
      'POST /api/admin/news': reply(201, article({ id: 'n-2', title: { bg: 'Нова' } })),
    });
    await renderRoute('/admin?tab=content', { language: 'en' });
    expect(await screen.findByText('Published')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New article' }));
    const dialog = await screen.findByRole('dialog', { name: 'New article' });
    await user.type(within(dialog).getByLabelText('Title (Bulgarian)'), 'Нова');
    await user.type(within(dialog).getByLabelText('Text (Bulgarian)'), 'Здравейте <img src=x onerror=alert(1)>');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText(/^HTML is not allowed here/)).toBeInTheDocument();
    expect(within(dialog).getByText('Write a short summary in Bulgarian')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Text (Bulgarian)'));
    await user.type(within(dialog).getByLabelText('Text (Bulgarian)'), 'Първи **ред**');
    await user.type(within(dialog).getByLabelText('Summary (Bulgarian)'), 'Кратко');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft “Нова” saved')).toBeInTheDocument();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      title: { bg: 'Нова', en: '', ru: '' },
      excerpt: { bg: 'Кратко', en: '', ru: '' },
      body: { bg: 'Първи **ред**', en: '', ru: '' },
      publishedOn: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);

  it('lists the gallery in order with moves at the ends disabled, and refuses a file over the limit before sending', async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/admin/media': mediaList([
        item(),
        item({ id: 'm-2', title: { bg: 'Финал' }, position: 2, hidden: true }),
      ]),
      'POST /api/admin/media/m-1/move': item({ position: 2 }),
    });
    await renderRoute('/admin?tab=content&section=media', { language: 'bg' });
    const list = await screen.findByRole('list', { name: 'Медийна галерия' });
    expect(within(list).getByRole('button', { name: 'Нагоре: Старт' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Надолу: Финал' })).toBeDisabled();
    expect(within(list).getByText('Скрит')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Надолу: Старт' }));
    expect(await screen.findByText('„Старт“ вече е номер 2')).toBeInTheDocument();
    const move = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(move?.[1]?.body))).toEqual({ direction: 'down' });

    await user.click(screen.getByRole('button', { name: 'Качи' }));
    const dialog = await screen.findByRole('dialog', { name: 'Качване на снимка или видео' });
    const big = new File([new Uint8Array(2048)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('Снимка или видео'), big);
    expect(within(dialog).getByText('Файлът е по-голям от посочения лимит')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Заглавие (български)'), 'Щафета');
    await user.click(within(dialog).getByRole('button', { name: 'Качи' }));
    expect(await within(dialog).findByText('Изберете файл')).toBeInTheDocument();
  }, 20_000);
});
