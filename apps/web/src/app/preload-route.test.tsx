import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { buildMe, mockApi } from '../test/mock-api';
import { renderRoute } from '../test/render-route';
import { preloadRoute } from './router';

const { fallbackShown } = vi.hoisted(() => ({ fallbackShown: vi.fn() }));

// The layout's 'Loading...' fallback, counted: the spec's fallback for a page still on its way.
vi.mock('../components/page-loading', () => ({
  PageLoading: () => {
    fallbackShown();
    return <p role="status">Зареждане...</p>;
  },
}));

describe('preloadRoute', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('bg');
    mockApi({ 'GET /api/me': buildMe(null) });
  });

  it('fetches the page at a path, which then renders without the Loading... fallback', async () => {
    await preloadRoute('/club');
    await renderRoute('/club');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(fallbackShown).not.toHaveBeenCalled();
  });

  it('leaves other pages lazy: they show the fallback until their chunk is in', async () => {
    await preloadRoute('/club');
    await renderRoute('/contact', { preload: false });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(fallbackShown).toHaveBeenCalled();
  });
});
