import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../lib/i18n';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('router', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('bg');
  });

  it('shows the not-found page with the requested path and a way home', async () => {
    renderAt('/no/such/page');
    expect(screen.getByText('Зареждане...')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Страницата не е намерена' });
    expect(heading).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Към началната страница' })).toHaveAttribute('href', '/');
  });

  it('shows a members-only page with a sign-in link', async () => {
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Моето табло' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Вход' })).toHaveAttribute('href', '/auth');
  });

  it('renders the layout landmarks around every page', async () => {
    renderAt('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Администрация' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Основна навигация' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Към съдържанието' })).toHaveAttribute('href', '#main-content');
  });
});
