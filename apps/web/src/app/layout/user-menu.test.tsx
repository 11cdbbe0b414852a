import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi, reply } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

async function openMenuAndSignOut(name: string) {
  const user = userEvent.setup();
  const banner = screen.getByRole('banner');
  await user.click(await within(banner).findByRole('button', { name }));
  const menu = await screen.findByRole('menu');
  return { user, menu };
}

describe('header account menu', () => {
  it("links to the role's dashboard and signs out to /auth with the goodbye toast", async () => {
    let me = buildMe(buildUser({ role: 'instructor', name: 'Георги Треньоров' }));
    mockApi({
      'GET /api/me': () => me,
      'POST /api/auth/sign-out': () => {
        me = buildMe(null);
        return { success: true };
      },
    });
    const { router } = await renderRoute('/club');
    const { user, menu } = await openMenuAndSignOut('Меню на профила: Георги Треньоров');
    expect(within(menu).getByRole('menuitem', { name: 'Табло на треньора' })).toHaveAttribute(
      'href',
      '/instructor-dashboard',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Изход' }));

    expect(await screen.findByText('Успешен изход')).toBeInTheDocument();
    expect(screen.getByText('До скоро!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Вход' })).toBeInTheDocument();
  });

  it('forgets the session and still goes to /auth when signing out fails, even from a members-only page', async () => {
    mockApi({
      'GET /api/me': buildMe(buildUser({ role: 'parent' })),
      'POST /api/auth/sign-out': reply(500, { error: { code: 'INTERNAL', message: 'Boom' } }),
    });
    const { router } = await renderRoute('/orders');
    const { user, menu } = await openMenuAndSignOut('Меню на профила: Мария Петрова');
    await user.click(within(menu).getByRole('menuitem', { name: 'Изход' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('');
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Вход' })).toBeInTheDocument();
    expect(screen.queryByText('Успешен изход')).not.toBeInTheDocument();
  });

  it('offers a parent their dashboard, payments, subscriptions, orders and profile; an athlete their home and profile, inside the athlete area', async () => {
    mockApi({ 'GET /api/me': buildMe(buildUser({ role: 'parent' })) });
    const parentView = await renderRoute('/club');
    const { menu } = await openMenuAndSignOut('Меню на профила: Мария Петрова');
    const links = within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(links).toEqual([
      ['Моето табло', '/dashboard'],
      ['Моите плащания', '/payments'],
      ['Моите абонаменти', '/subscriptions'],
      ['Моите поръчки', '/orders'],
      ['Моят профил', '/profile'],
      ['Изход', null],
    ]);
    parentView.unmount();

    mockApi({ 'GET /api/me': buildMe(buildUser({ role: 'athlete', athleteApproved: true, name: 'Никола Атлетов' })) });
    await renderRoute('/athlete/dashboard');
    const athlete = await openMenuAndSignOut('Меню на профила: Никола Атлетов');
    expect(
      within(athlete.menu)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('href')),
    ).toEqual(['/athlete/dashboard', '/athlete/profile', null]);
  });
});
