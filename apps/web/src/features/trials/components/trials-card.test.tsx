// The family's trial lessons on the dashboard: the next one with its day, time, class and place and a cancel that asks
// first; a past one with "Enroll in this class" opening the wizard filled in; nothing when there are none; and a trial
// mail's link (?trial=…) linked to the account on arrival.
import type { TrialView } from '@swim/shared/api/trials';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { TrialsCard } from './trials-card';

const CLASS_ID = '7d2b0a2e-94b6-4a53-8d3f-2d0f6f7a1c11';
const LOCATION_ID = '5c0d7a8e-1111-4a53-8d3f-2d0f6f7a1c22';

function buildTrial(overrides: Partial<TrialView> = {}): TrialView {
  return {
    id: 'trial-1',
    classId: CLASS_ID,
    locationId: LOCATION_ID,
    classTitle: { bg: 'Делфинчета', en: 'Little Dolphins' },
    locationName: { bg: 'Басейн Дружба', en: 'Druzhba Pool' },
    date: '2026-12-14',
    startTime: '17:00',
    onDate: '2026-12-14',
    atTime: '17:00',
    startsAt: '2026-12-14T15:00:00.000Z',
    durationMinutes: 60,
    sessionStatus: 'scheduled',
    childFirstName: 'Ива',
    childBirthYear: 2018,
    status: 'booked',
    past: false,
    canCancel: true,
    converted: false,
    ...overrides,
  };
}

const PAST = buildTrial({
  id: 'trial-2',
  childFirstName: 'Боян',
  date: '2026-11-23',
  onDate: '2026-11-23',
  startsAt: '2026-11-23T15:00:00.000Z',
  status: 'attended',
  past: true,
  canCancel: false,
});

function renderCard(path = '/dashboard', language = 'bg') {
  return renderWithProviders(
    <>
      <TrialsCard />
      <Toaster />
    </>,
    { path, language },
  );
}

describe('the family’s trial lessons', () => {
  it('lists the next trial with its day, time, class and place, and cancels it after asking', async () => {
    let trials = [buildTrial(), PAST];
    const cancels: string[] = [];
    mockApi({
      'GET /api/me': buildMe(buildUser()),
      'GET /api/trials/mine': () => ({ items: trials }),
      'POST /api/trials/trial-1/cancel': () => {
        cancels.push('trial-1');
        trials = [buildTrial({ status: 'cancelled', canCancel: false }), PAST];
        return trials[0];
      },
    });
    await renderCard('/dashboard', 'en');
    const list = await screen.findByRole('region', { name: 'Trial lessons' });
    const next = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(next).getByRole('heading', { name: 'Ива · Little Dolphins' })).toBeVisible();
    expect(within(next).getByText('Booked')).toBeVisible();
    expect(within(next).getByText('17:00–18:00')).toBeVisible();
    expect(within(next).getByText('Druzhba Pool')).toBeVisible();
    expect(within(next).getByText('14')).toBeVisible();
    expect(within(next).getByText('Dec')).toBeVisible();
    expect(within(next).queryByRole('link', { name: /Enroll/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(next).getByRole('button', { name: 'Cancel' }));
    expect(cancels).toEqual([]);
    const confirm = within(next).getByRole('group', { name: 'Cancel Ива’s trial lesson' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Ива’s place is free for another child.')).toBeInTheDocument();
    expect(cancels).toEqual(['trial-1']);
    expect(await within(next).findByText('Cancelled')).toBeVisible();
    expect(within(next).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('offers to enroll after a past trial, opening the wizard with the class and the child filled in', async () => {
    mockApi({
      'GET /api/me': buildMe(buildUser()),
      'GET /api/trials/mine': {
        items: [PAST, buildTrial({ id: 'trial-3', past: true, canCancel: false, converted: true })],
      },
    });
    await renderCard();
    const enroll = await screen.findByRole('link', { name: 'Запиши Боян в Делфинчета' });
    const href = new URL(enroll.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/register-child');
    expect(Object.fromEntries(href.searchParams)).toEqual({ location: LOCATION_ID, class: CLASS_ID, child: 'Боян' });
    expect(screen.getByText('Присъства')).toBeVisible();
    // Enrolled since: said so, and no second offer.
    expect(screen.getByText('Записано')).toBeVisible();
    expect(screen.getAllByRole('link', { name: /^Запиши/ })).toHaveLength(1);
  });

  it('shows nothing for a family without trials', async () => {
    const fetchSpy = mockApi({ 'GET /api/me': buildMe(buildUser()), 'GET /api/trials/mine': { items: [] } });
    await renderCard();
    await waitFor(() => expect(fetchSpy.mock.calls.map(([url]) => String(url))).toContain('/api/trials/mine'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Пробни занятия' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('links the trial of a mail’s link to the account on arrival, and takes the secret out of the address', async () => {
    const claims: unknown[] = [];
    let linked = false;
    mockApi({
      'GET /api/me': buildMe(buildUser()),
      'GET /api/trials/mine': () => ({ items: linked ? [buildTrial()] : [] }),
      'POST /api/trials/claim': ({ body }) => {
        claims.push(body);
        linked = true;
        return { linked: true, trial: buildTrial() };
      },
    });
    const { router } = await renderCard('/dashboard?trial=secret-123', 'ru');
    expect(await screen.findByText('Пробное занятие теперь в вашем профиле.')).toBeInTheDocument();
    expect(claims).toEqual([{ t: 'secret-123' }]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'Ива · Делфинчета' })).toBeVisible();
  });
});
