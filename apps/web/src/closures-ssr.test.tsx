// Closures on the server-rendered public pages: the home page's notice and this week's Closed badges, and the schedule's
// later weeks (/schedule?week=), are in the HTML the server sends, and the browser takes the page over without a
// hydration mismatch even when the device's clock is already in another week (the badges read the server's moment
// while taking over, as every date on a rendered page does). A ?week= the schedule does not offer shows this week. A
// session moved to another day is sent on both days, its phone day buttons marked.
import type { PublicClosure } from '@swim/shared/api/closures';
import type { ScheduleEntry } from '@swim/shared/api/public';
import type { WeekSessionChange } from '@swim/shared/api/schedule-week';
import { DEFAULT_PRICING } from '@swim/shared/period-price';
import { hydrate } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { createRouter, preloadRoute } from './app/router';
import { renderedPageUrl, renderPage } from './entry-server';
import { i18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { setRenderedAt } from './lib/server-render/rendered-at';
import { readServerRenderState } from './lib/server-render/state';
import { mockApi } from './test/mock-api';
import { renderRoute } from './test/render-route';

const SETTINGS = {
  name: { bg: 'Плувен клуб „Делфин“', en: 'Delfin Swimming Club' },
  address: { bg: 'ул. „Плувна“ 12, София' },
  phone: '+359 888 123 456',
  email: 'info@delfin-swim.bg',
  officeHours: Array.from({ length: 7 }, () => ({ open: '08:00', close: '20:00' })),
  bank: { holder: 'Делфин', iban: 'BG80 BNBG 9661 1020 3456 78', bic: 'BNBGBGSD', bank: 'БНБ' },
  pricing: DEFAULT_PRICING,
  dualDisplay: false,
};

const THURSDAY: ScheduleEntry = {
  classId: 'class-1',
  sessionId: 'session-1',
  title: { bg: 'Делфини' },
  level: 'beginner',
  dayOfWeek: 3,
  startTime: '17:00',
  durationMinutes: 45,
  lane: null,
  location: { id: 'loc-1', name: { bg: 'Басейн Дружба', en: 'Druzhba Pool' }, type: 'pool' },
  instructor: null,
  maxCapacity: 10,
  freePlaces: 4,
  pricePerClass: 1500,
  monthlyPrice: null,
  currency: 'EUR',
};
const CLOSURES: PublicClosure[] = [
  { id: 'cl-1', startsOn: '2026-12-24', endsOn: '2026-12-26', location: null, reason: 'public_holiday', note: null },
  {
    id: 'cl-2',
    startsOn: '2027-01-06',
    endsOn: '2027-01-07',
    location: null,
    reason: 'competition',
    note: { bg: 'Държавно първенство', en: 'National championship' },
  },
];

/** What the server answers for each week: Thursday's session in each closure. */
const CHANGES: Record<string, WeekSessionChange[]> = {
  '2026-12-21': [closed('2026-12-24', 'public_holiday', null)],
  '2027-01-04': [closed('2027-01-07', 'competition', CLOSURES[1]?.note ?? null)],
  // Thursday's session moved to Saturday morning.
  '2027-01-11': [
    {
      classId: 'class-1',
      date: '2027-01-14',
      startTime: '17:00',
      status: 'moved',
      onDate: '2027-01-16',
      atTime: '10:00',
      reason: null,
      note: null,
    },
  ],
};

function closed(date: string, reason: WeekSessionChange['reason'], note: WeekSessionChange['note']): WeekSessionChange {
  return {
    classId: 'class-1',
    date,
    startTime: '17:00',
    status: 'closed',
    onDate: date,
    atTime: '17:00',
    reason,
    note,
  };
}

function serve() {
  mockApi({
    'GET /api/me': { user: null, expiresAt: null, googleEnabled: false },
    'GET /api/club/settings': SETTINGS,
    'GET /api/locations': [],
    'GET /api/news': { items: [], total: 0, page: 1, pageSize: 3 },
    'GET /api/media': [],
    'GET /api/schedule': [THURSDAY],
    'GET /api/schedule/upcoming': [],
    'GET /api/closures': CLOSURES,
    'GET /api/schedule/week': ({ url }) => {
      const week = url.searchParams.get('week') ?? '';
      return { week, changes: CHANGES[week] ?? [] };
    },
  });
}

/** The elements whose whole text is `text` (a badge). */
const exactly = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('span')].filter((node) => node.textContent === text);

/** Takes the server's page over as main.tsx does; resolves to the errors React reported while hydrating. */
async function takeOver(html: string, block: string, url = '/') {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = block;
  const state = readServerRenderState(doc);
  if (!state) throw new Error('no state in the page');
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  window.history.replaceState(null, '', url);
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  setRenderedAt(state.renderedAt);
  await i18n.changeLanguage('en');
  await preloadRoute(new URL(url, 'http://localhost').pathname);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  let unmount = () => {};
  await act(async () => {
    const reactRoot = hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} router={createRouter()} />
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
    unmount = () => reactRoot.unmount();
  });
  consoleError.mockRestore();
  return { root, errors, unmount };
}

afterEach(() => {
  vi.useRealTimers();
  setRenderedAt(null);
});

describe('closures on the server-rendered home page', () => {
  it('sends the notice and the Closed badge, and is taken over unchanged on a device already in the next week', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Wednesday 23 December in Sofia: Thursday 24th, this week, falls in the closure.
    vi.setSystemTime(new Date('2026-12-23T10:00:00Z'));
    serve();
    const page = await renderPage('/', 'en');
    expect(page).not.toBeNull();
    expect(page?.html).toContain('Closed 24–26 December: Public holiday');
    expect(page?.html.match(/>Closed</g)).toHaveLength(1);
    expect(page?.html).toContain('>Public holiday<');
    // The later closure points to its week on the schedule, and the section to the coming weeks.
    expect(page?.html).toContain('href="/schedule?week=2027-01-04"');
    expect(page?.html).toContain('Schedule for the coming weeks');

    // The device reads Monday 28 December: a week on, when Thursday 31st is not closed.
    vi.setSystemTime(new Date('2026-12-28T08:00:00Z'));
    const { root, errors, unmount } = await takeOver(page?.html ?? '', page?.state ?? '');
    expect(errors).toEqual([]);
    expect(root.textContent).toContain('Closed 24–26 December: Public holiday');
    // After taking over, the schedule moves on to the device's week.
    await waitFor(() => expect(root.textContent).toContain('31 December'));
    await waitFor(() => expect(exactly(root, 'Closed')).toHaveLength(0));
    unmount();
  }, 30_000);
});

describe('the schedule’s later weeks', () => {
  it('sends a closure two weeks ahead on that week, with its reason, and is taken over as it was sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-23T10:00:00Z'));
    serve();
    const thisWeek = await renderPage('/schedule', 'en');
    expect(thisWeek?.html).toContain('This week');
    expect(thisWeek?.html).toContain('21–27 December');
    expect(thisWeek?.html).not.toContain('>Competition<');

    const url = '/schedule?week=2027-01-04';
    const page = await renderPage(url, 'en');
    expect(page).not.toBeNull();
    expect(page?.html).toContain('In 2 weeks');
    expect(page?.html).toContain('4–10 January');
    expect(page?.html.match(/>Closed</g)).toHaveLength(1);
    expect(page?.html).toContain('>Competition<');
    expect(page?.html).toContain('National championship');

    const { root, errors, unmount } = await takeOver(page?.html ?? '', page?.state ?? '', url);
    expect(errors).toEqual([]);
    expect(exactly(root, 'Closed')).toHaveLength(1);
    expect(root.textContent).toContain('Competition');
    unmount();
  }, 30_000);

  it('sends a moved session on its new day too, marks both days on the phone’s buttons, and is taken over as sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-23T10:00:00Z'));
    serve();
    const url = '/schedule?week=2027-01-11';
    const page = await renderPage(url, 'en');
    expect(page?.html).toContain('New time: Saturday 16 January, 10:00');
    expect(page?.html).toContain('Moved from Thursday, 17:00');
    expect(page?.html).toContain('aria-label="Thu Thursday, schedule changes"');
    expect(page?.html).toContain('aria-label="Sat Saturday, schedule changes"');
    expect(page?.html).toContain('aria-label="Fri Friday"');

    const { root, errors, unmount } = await takeOver(page?.html ?? '', page?.state ?? '', url);
    expect(errors).toEqual([]);
    const saturday = root.querySelector('#schedule-saturday');
    expect(saturday?.textContent).toContain('10:00–10:45');
    expect(saturday?.textContent).toContain('Moved from Thursday, 17:00');
    expect(root.querySelector('#schedule-thursday')?.textContent).toContain('New time: Saturday 16 January, 10:00');
    unmount();
  }, 30_000);

  it('renders only the weeks it offers; any other ?week= shows this week in the browser', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-23T10:00:00Z'));
    for (const week of ['2026-12-24', '2026-12-14', '2027-03-01', 'next', '2026-02-30', '']) {
      expect(renderedPageUrl(`/schedule?week=${week}`), week).toBeNull();
    }
    expect(renderedPageUrl('/schedule?week=2027-02-15')).toBe('/schedule?week=2027-02-15');

    serve();
    // Such an address gets the app's shell, and the app draws this week itself.
    await renderRoute('/schedule?week=2099-01-05', { language: 'en' });
    expect(await screen.findByText('This week')).toBeInTheDocument();
    expect(screen.getByText('21–27 December')).toBeInTheDocument();
    await waitFor(() => expect(exactly(document.body, 'Closed')).toHaveLength(1));
  }, 30_000);
});
