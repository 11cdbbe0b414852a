import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const admin = buildUser({ id: 'admin-1', role: 'admin', name: 'Елена Димитрова' });

const AREAS = [
  'Users',
  'Analytics',
  'Athlete approvals',
  'Classes',
  'Waiting lists',
  'Trials',
  'Instructors',
  'Locations',
  'Closures',
  'Children',
  'Enrollments',
  'Billing',
  'Products',
  'Content',
  'Inbox',
  'Club settings',
  'Audit log',
];

describe('admin console navigation', () => {
  it('is one list of area tabs that a keyboard walks, the open area in the address', async () => {
    mockApi({
      'GET /api/me': buildMe(admin),
      'GET /api/admin/athletes': [],
      'GET /api/admin/inbox/summary': { unread: 0 },
      'GET /api/admin/users': { items: [], total: 0, page: 1, pageSize: 20 },
      'GET /api/admin/locations': { items: [], total: 0, page: 1, pageSize: 20 },
      'GET /api/admin/classes': { items: [], total: 0, page: 1, pageSize: 20, currency: 'BGN' },
    });
    const { router } = await renderRoute('/admin?tab=locations', { language: 'en' });
    const tablist = await screen.findByRole('tablist', { name: 'Administration sections' });
    // Every area is a tab of the same list, on a phone as on a desktop: none is left out of the accessibility tree.
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(AREAS);
    const locations = within(tablist).getByRole('tab', { name: 'Locations' });
    expect(locations).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Locations' })).toBeInTheDocument();

    locations.focus();
    await userEvent.setup().keyboard('{ArrowLeft}');
    const instructors = within(tablist).getByRole('tab', { name: 'Instructors' });
    expect(instructors).toHaveFocus();
    await waitFor(() => expect(instructors).toHaveAttribute('aria-selected', 'true'));
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('instructors');
  });
});
