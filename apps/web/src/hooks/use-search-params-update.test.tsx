import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params';
import { useSearchParamsUpdate } from './use-search-params-update';

/** Renders a page that hands out its parameter changer, at /list?… in a memory router. */
function renderPage<T>(useChanger: () => T, path = '/list?range=30') {
  const held: { change?: T } = {};
  function Page() {
    held.change = useChanger();
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { held, search: () => router.state.location.search };
}

describe('address parameter changes in quick succession', () => {
  it('keeps every change when a second comes before the page has re-rendered for the first', async () => {
    const { held, search } = renderPage(useSearchParamsUpdate);
    await act(async () => {
      held.change?.((params) => params.set('status', 'paid'));
      held.change?.((params) => params.set('method', 'card'));
    });
    expect(new URLSearchParams(search())).toEqual(new URLSearchParams('range=30&status=paid&method=card'));
  });

  it('keeps a console list filter picked just before another, back on page 1', async () => {
    const { held, search } = renderPage(useListParams, '/list?page=3');
    await act(async () => {
      held.change?.update({ role: 'parent' });
      held.change?.update({ status: 'active' });
    });
    expect(new URLSearchParams(search())).toEqual(new URLSearchParams('role=parent&status=active'));
  });
});
