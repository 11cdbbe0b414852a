import type { AdminCoachProfile, AdminInstructor, ChildList } from '@swim/shared/api/admin-people';
import type { ChildActivity } from '@swim/shared/api/children';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { buildChild, buildEnrollment, CHILD_ID } from '../../../test/parent-fixtures';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

const instructor: AdminInstructor = {
  id: 'user-georgi',
  name: { bg: 'Георги Иванов', en: 'Georgi Ivanov', ru: 'Георгий Иванов' },
  email: 'instructor@delfin-swim.bg',
  phone: null,
  classCount: 2,
  coachProfile: { id: 'profile-1', state: 'published' },
  createdAt: '2026-01-01T10:00:00.000Z',
};
const profile: AdminCoachProfile = {
  id: 'profile-1',
  userId: 'user-georgi',
  name: { bg: 'Георги Иванов', en: 'Georgi Ivanov', ru: 'Георгий Иванов' },
  title: { bg: 'Старши треньор', en: 'Head coach' },
  bio: { bg: 'Бивш състезател.' },
  achievements: null,
  specialties: [{ bg: 'Гръб', en: 'Backstroke' }],
  yearsExperience: 18,
  photoUrl: null,
  published: true,
  sortOrder: 1,
  createdAt: '2026-01-01T10:00:00.000Z',
};
const activity: ChildActivity = {
  attendance: { records: [], present: 0, absent: 0, excused: 0, rate: null },
  progress: { metrics: [], assessments: [] },
  performance: [],
  achievements: [],
  payments: [],
  levelHistory: [],
};

describe('admin people areas', () => {
  it('refuses a coach profile without a Bulgarian name on the client, then saves the new English name', async () => {
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/admin/instructors': page([instructor]),
      'GET /api/admin/coach-profiles/profile-1': profile,
      'GET /api/admin/coach-profiles': ({ url }) =>
        url.searchParams.get('holder') === 'none'
          ? page([{ ...profile, id: 'profile-old', userId: null, name: { bg: 'Стоян Петков' } }])
          : reply(400, { error: { code: 'VALIDATION_FAILED', message: 'holder' } }),
      'PUT /api/admin/coach-profiles/profile-1': {
        ...profile,
        name: { ...profile.name, en: 'George Ivanov' },
        yearsExperience: null,
      },
    });
    await renderRoute('/admin?tab=instructors', { language: 'en' });
    const user = userEvent.setup();
    // A profile whose user is no longer an instructor stays reachable.
    expect(await screen.findByRole('heading', { name: 'Coach profiles without an instructor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Стоян Петков' })).toBeInTheDocument();
    // On an English page the coach goes by the English name their profile gives them (ADR 0026).
    await user.click(await screen.findByRole('button', { name: 'Coach profile: Georgi Ivanov' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coach profile of Georgi Ivanov' });
    const bulgarian = await within(dialog).findByLabelText('Name (Bulgarian)');
    expect(bulgarian).toHaveValue('Георги Иванов');
    await user.clear(bulgarian);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.type(bulgarian, 'Георги Иванов');
    const english = within(dialog).getByLabelText(/^Name \(English\)/);
    await user.clear(english);
    await user.type(english, 'George Ivanov');
    await user.clear(within(dialog).getByLabelText(/^Years of experience/));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The coach profile of George Ivanov is saved')).toBeInTheDocument();
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      name: { bg: 'Георги Иванов', en: 'George Ivanov', ru: 'Георгий Иванов' },
      specialties: [{ bg: 'Гръб', en: 'Backstroke', ru: '' }],
      yearsExperience: null,
      published: true,
      sortOrder: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);

  it("searches children on the server, opens one with the parent's tabs, and toggles an enrollment", async () => {
    const enrollment = buildEnrollment({ id: 'enr-1' });
    const parent = { id: 'p', name: 'Мария Петрова', email: 'parent@delfin-swim.bg', phone: null };
    const child = { ...buildChild({ enrollments: [enrollment] }), parent };
    /** The enrollment's state on the server. */
    let active = true;
    const list: ChildList = page([
      {
        id: CHILD_ID,
        fullName: child.fullName,
        birthDate: child.birthDate,
        photoConsent: 'granted',
        skillLevel: child.skillLevel,
        parent: child.parent,
        activeEnrollments: 1,
        createdAt: '2026-01-01T10:00:00.000Z',
      },
    ]);
    const searches: string[] = [];
    const api = mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/admin/classes': { ...page([]), currency: 'EUR' },
      'GET /api/admin/children': ({ url }) => {
        searches.push(url.searchParams.get('search') ?? '');
        return list;
      },
      [`GET /api/admin/children/${CHILD_ID}`]: () => ({ ...child, enrollments: [{ ...enrollment, active }] }),
      [`GET /api/admin/children/${CHILD_ID}/activity`]: activity,
      'PATCH /api/admin/enrollments/enr-1/status': ({ body }) => {
        if ((body as { active: boolean }).active) {
          return reply(409, { error: { code: 'CLASS_FULL', message: 'This class is full' } });
        }
        active = false;
        return reply(200, {
          id: 'enr-1',
          child: { id: CHILD_ID, fullName: child.fullName },
          parent: child.parent,
          class: { id: enrollment.classId, title: enrollment.classTitle, location: enrollment.location },
          planType: enrollment.planType,
          sessionsRemaining: enrollment.sessionsRemaining,
          planFitsClass: true,
          active: false,
          createdAt: enrollment.createdAt,
        });
      },
    });
    await renderRoute('/admin?tab=children', { language: 'en' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'parent@delfin-swim.bg');
    await waitFor(() => expect(searches).toContain('parent@delfin-swim.bg'));
    await user.click(await screen.findByRole('link', { name: `Open the record of ${child.fullName}` }));
    expect(await screen.findByRole('heading', { name: child.fullName })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Profile sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Overview', 'Attendance', 'Progress', 'Performance', 'Achievements', 'Payments', 'Enrollments']);
    await user.click(within(tabs).getByRole('tab', { name: 'Enrollments' }));
    // Read-only where the parent acts: no enrol, unenrol or delete here.
    expect(screen.queryByRole('link', { name: 'Enrol in a class' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /unenrol/i })).not.toBeInTheDocument();
    const title = enrollment.classTitle.en ?? enrollment.classTitle.bg;
    await user.click(
      screen.getByRole('button', { name: `Deactivate the enrollment of ${child.fullName} in ${title}` }),
    );
    expect(await screen.findByText(`The enrollment of ${child.fullName} is deactivated`)).toBeInTheDocument();

    // The child as the server now has it: the enrollment ended; reactivating it is refused (the class is full).
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: `Activate the enrollment of ${child.fullName} in ${title}` }),
      ).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: `Activate the enrollment of ${child.fullName} in ${title}` }));
    expect(await screen.findByText('Error updating enrollment status')).toBeInTheDocument();
    const patches = api.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ active: false }, { active: true }]);
  }, 20_000);
});
