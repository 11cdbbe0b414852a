import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const pending = buildUser({ role: 'athlete', athleteApproved: false, name: 'Калина Тодорова' });

describe('/athlete/pending', () => {
  it('says the account still waits when checking again before approval', async () => {
    mockApi({ 'GET /api/me': buildMe(pending) });
    await renderRoute('/athlete/pending');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Провери отново' }));
    expect(await screen.findByText('Профилът ви все още очаква одобрение.')).toBeInTheDocument();
  });

  it('opens the athlete dashboard once an admin has approved the account', async () => {
    let me = buildMe(pending);
    mockApi({
      'GET /api/me': () => me,
      'GET /api/athlete/dashboard': () => new Promise(() => undefined),
    });
    const { router } = await renderRoute('/athlete/pending');
    const check = await screen.findByRole('button', { name: 'Провери отново' });
    me = buildMe({ ...pending, athleteApproved: true });
    await userEvent.setup().click(check);
    await waitFor(() => expect(router.state.location.pathname).toBe('/athlete/dashboard'));
  });

  it('explains the page to a visitor, with links to sign in and to register', async () => {
    mockApi({ 'GET /api/me': buildMe(null) });
    await renderRoute('/athlete/pending', { language: 'en' });
    expect(
      await screen.findByText(/This page is for athletes whose registration is awaiting approval/),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fathlete%2Fpending',
    );
    expect(within(main).getByRole('link', { name: 'Athlete registration' })).toHaveAttribute(
      'href',
      '/athlete/register',
    );
  });
});
