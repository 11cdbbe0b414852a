import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, buildUser, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

describe('role guard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells a parent the admin page needs the admin role, then goes home after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /api/me': buildMe(buildUser({ role: 'parent' })) });
    const { router } = await renderRoute('/admin', { language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('This page requires the Administrator role.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page now' })).toHaveAttribute('href', '/');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(router.state.location.pathname).toBe('/admin');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('refuses an instructor page to a parent, in Bulgarian', async () => {
    mockApi({ 'GET /api/me': buildMe(buildUser({ role: 'parent' })) });
    await renderRoute('/instructor-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Достъпът е отказан' })).toBeInTheDocument();
    expect(screen.getByText('Тази страница изисква роля „Треньор“.')).toBeInTheDocument();
  });

  it('refuses the athlete dashboard to a parent, in Russian', async () => {
    mockApi({ 'GET /api/me': buildMe(buildUser({ role: 'parent' })) });
    await renderRoute('/athlete/goals', { language: 'ru' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Доступ запрещён' })).toBeInTheDocument();
    expect(screen.getByText('Для этой страницы нужна роль «Спортсмен».')).toBeInTheDocument();
  });
});
