import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUpdateParams } from './use-update-params';

describe('useUpdateParams', () => {
  it("keeps the payment status picked just before the method (the admin's payment filters)", async () => {
    const held: { update?: ReturnType<typeof useUpdateParams> } = {};
    function Page() {
      held.update = useUpdateParams();
      return null;
    }
    const router = createMemoryRouter([{ path: '/admin', element: <Page /> }], {
      initialEntries: ['/admin?tab=billing&q=Виктория'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => {
      held.update?.({ status: 'paid' });
      held.update?.({ method: 'card', page: undefined });
    });
    expect(new URLSearchParams(router.state.location.search)).toEqual(
      new URLSearchParams('tab=billing&q=Виктория&status=paid&method=card'),
    );
  });
});
