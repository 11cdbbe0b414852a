import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { buildMe, buildUser, mockApi } from '../test/mock-api';
import { renderRoute } from '../test/render-route';

describe('router', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('bg');
  });

  it('shows the not-found page with the requested path and a way home', async () => {
    mockApi({ 'GET /api/me': buildMe(null) });
    await renderRoute('/no/such/page');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Страницата не е намерена' });
    expect(heading).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Към началната страница' })).toHaveAttribute('href', '/');
  });

  it('sends a visitor on a members-only page to /auth, remembering where they were going', async () => {
    mockApi({ 'GET /api/me': buildMe(null) });
    const { router } = await renderRoute('/payments?range=30');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход в профила' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/payments?range=30');
  });

  it('shows skeletons, not the page, while the session is still loading', async () => {
    mockApi({ 'GET /api/me': () => new Promise(() => undefined) });
    await renderRoute('/orders');
    expect(await screen.findAllByRole('status')).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('renders the layout landmarks around every page', async () => {
    mockApi({ 'GET /api/me': buildMe(null) });
    await renderRoute('/club');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Основна навигация' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Към съдържанието' })).toHaveAttribute('href', '#main-content');
  });

  it('keeps an athlete awaiting approval on /athlete/pending', async () => {
    const athlete = buildUser({ role: 'athlete', athleteApproved: false, name: 'Петър Стоянов' });
    mockApi({ 'GET /api/me': buildMe(athlete) });
    const { router } = await renderRoute('/shop');
    expect(await screen.findByRole('heading', { name: 'Здравейте, Петър Стоянов!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/athlete/pending');
    expect(screen.getByRole('button', { name: 'Провери отново' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Изход' })).toBeInTheDocument();
  });

  it('sends an approved athlete from pages outside /athlete to the athlete dashboard', async () => {
    const athlete = buildUser({ role: 'athlete', athleteApproved: true });
    mockApi({
      'GET /api/me': buildMe(athlete),
      'GET /api/athlete/dashboard': () => new Promise(() => undefined),
    });
    const { router } = await renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/athlete/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Здравейте, Мария Петрова!' })).toBeInTheDocument();
  });

  it("shows the signed-in user's name in the header instead of 'Sign in'", async () => {
    mockApi({ 'GET /api/me': buildMe(buildUser()) });
    await renderRoute('/club');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Меню на профила: Мария Петрова' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Вход' })).not.toBeInTheDocument();
  });
});
