import type { MediaItem } from '@swim/shared/api/public';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MediaGallery } from './media-gallery';

function item(id: string, type: MediaItem['type'], title: string): MediaItem {
  return {
    id,
    type,
    title: { bg: title, en: `${title} (en)` },
    description: { bg: `Описание на ${title}` },
    url: type === 'video' ? `/uploads/${id}.mp4` : `/uploads/${id}.jpg`,
    thumbnailUrl: `/uploads/${id}-thumb.jpg`,
    width: 1200,
    height: 800,
    takenAt: '2025-05-01T10:00:00.000Z',
  };
}

const ITEMS = [item('a', 'photo', 'Старт'), item('b', 'video', 'Финал'), item('c', 'photo', 'Награди')];

function mockMedia() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(ITEMS));
}

describe('MediaGallery', () => {
  it('opens a labelled lightbox that moves with the arrow keys and closes with Escape', async () => {
    mockMedia();
    await renderWithProviders(<MediaGallery />, { path: '/media' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Отвори снимката: Старт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Старт' });
    expect(within(dialog).getByRole('img', { name: 'Старт' })).toHaveAttribute('src', '/uploads/a.jpg');
    expect(within(dialog).getByText('1 от 3')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Финал' })).toBeInTheDocument();
    expect(screen.getByLabelText('Финал', { selector: 'video' })).toHaveAttribute('src', '/uploads/b.mp4');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Награди' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the chosen filter in the URL and asks the API for that type', async () => {
    const fetchSpy = mockMedia();
    const { router } = await renderWithProviders(<MediaGallery />, { path: '/media' });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Видеа' }));

    await waitFor(() => expect(router.state.location.search).toBe('?type=video'));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledWith('/api/media?type=video&limit=60', expect.anything()));
    expect(screen.getByRole('tab', { name: 'Видеа' })).toHaveAttribute('aria-selected', 'true');
  });
});
