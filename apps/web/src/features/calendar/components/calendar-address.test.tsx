import type { CalendarFeed } from '@swim/shared/api/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { renderRoute } from '../../../test/render-route';
import { CalendarAddress } from './calendar-address';

const FIRST = 'http://localhost:3000/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const SECOND = 'http://localhost:3000/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

afterEach(async () => {
  await i18n.changeLanguage('bg');
});

/** The server's side: one address per account, replaced by POST and removed by DELETE; calls are recorded. */
function mockCalendar(start: CalendarFeed, next: string[] = [SECOND], options: { failPost?: boolean } = {}) {
  let feed = start;
  const calls: string[] = [];
  const spy = mockApi({
    'GET /api/calendar': () => feed,
    'POST /api/calendar': () => {
      calls.push('POST');
      if (options.failPost) return reply(500, { error: { code: 'INTERNAL', message: 'boom' } });
      feed = { ...feed, url: next.shift() ?? SECOND, createdAt: '2026-11-29T10:00:00.000Z' };
      return reply(201, feed);
    },
    'DELETE /api/calendar': () => {
      calls.push('DELETE');
      feed = { ...feed, url: null, createdAt: null };
      return reply(204);
    },
  });
  return { spy, calls };
}

async function renderSection(language = 'bg') {
  const view = await renderWithProviders(
    <>
      <CalendarAddress />
      <Toaster />
    </>,
    { language },
  );
  return { ...view, user: userEvent.setup() };
}

const NONE: CalendarFeed = { url: null, createdAt: null, scope: 'family' };
const MADE: CalendarFeed = { url: FIRST, createdAt: '2026-10-20T08:00:00.000Z', scope: 'family' };

describe('the calendar address section', () => {
  it('says what the calendar holds and makes the address on request', async () => {
    const { calls } = mockCalendar(NONE, [FIRST]);
    const { user } = await renderSection();
    expect(
      await screen.findByText('В него са занятията на децата ви, с отменените и наваксванията.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Адрес на календара')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Създай адрес за календара' }));
    expect(await screen.findByLabelText('Адрес на календара')).toHaveValue(FIRST);
    expect(screen.getByLabelText('Адрес на календара')).toHaveAttribute('readonly');
    expect(calls).toEqual(['POST']);
    expect(await screen.findByText('Адресът е създаден')).toBeInTheDocument();
  });

  it('copies the address and says so, and links to Google Calendar, the phone’s calendar and the file', async () => {
    mockCalendar(MADE);
    const { user } = await renderSection();
    const field = await screen.findByLabelText('Адрес на календара');
    expect(field).toHaveAccessibleDescription(
      'Създаден на 20 октомври 2026. Който има адреса, вижда занятията – не го споделяйте.',
    );
    await user.click(screen.getByRole('button', { name: 'Копирай' }));
    expect(await navigator.clipboard.readText()).toBe(FIRST);
    expect(await screen.findByText('Адресът е копиран')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Копирано – поставете го в приложението за календар.');

    const webcal = 'webcal://localhost:3000/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
    expect(screen.getByRole('link', { name: 'Добави в Google Календар' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    );
    expect(screen.getByRole('link', { name: 'Отвори в календара на телефона' })).toHaveAttribute('href', webcal);
    const download = screen.getByRole('link', { name: 'Изтегли .ics' });
    expect(download).toHaveAttribute('href', FIRST);
    expect(download).toHaveAttribute('download');
  });

  it('makes a new address only once confirmed, and shows it in place of the old one', async () => {
    const { calls } = mockCalendar(MADE);
    const { user } = await renderSection();
    await screen.findByLabelText('Адрес на календара');
    await user.click(screen.getByRole('button', { name: 'Нов адрес' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Да направим ли нов адрес?' });
    expect(dialog).toHaveTextContent('Сегашният адрес спира да работи веднага');
    await user.click(within(dialog).getByRole('button', { name: 'Отказ' }));
    expect(calls).toEqual([]);
    expect(screen.getByLabelText('Адрес на календара')).toHaveValue(FIRST);

    await user.click(screen.getByRole('button', { name: 'Нов адрес' }));
    dialog = screen.getByRole('alertdialog', { name: 'Да направим ли нов адрес?' });
    await user.click(within(dialog).getByRole('button', { name: 'Направи нов адрес' }));
    await waitFor(() => expect(screen.getByLabelText('Адрес на календара')).toHaveValue(SECOND));
    expect(calls).toEqual(['POST']);
    expect(await screen.findByText('Новият адрес е готов')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the address and says so when a new one cannot be made', async () => {
    mockCalendar(MADE, [], { failPost: true });
    const { user } = await renderSection();
    await screen.findByLabelText('Адрес на календара');
    await user.click(screen.getByRole('button', { name: 'Нов адрес' }));
    await user.click(screen.getByRole('button', { name: 'Направи нов адрес' }));
    expect(await screen.findByText('Адресът не беше променен')).toBeInTheDocument();
    expect(screen.getByLabelText('Адрес на календара')).toHaveValue(FIRST);
  });

  it('turns the address off once confirmed', async () => {
    const { calls } = mockCalendar(MADE);
    const { user } = await renderSection();
    await screen.findByLabelText('Адрес на календара');
    await user.click(screen.getByRole('button', { name: 'Изключи' }));
    await user.click(screen.getByRole('button', { name: 'Изключи адреса' }));
    expect(await screen.findByRole('button', { name: 'Създай адрес за календара' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Адрес на календара')).not.toBeInTheDocument();
    expect(calls).toEqual(['DELETE']);
    expect(await screen.findByText('Адресът е изключен')).toBeInTheDocument();
  });

  it('speaks the reader’s language and names a coach’s calendar', async () => {
    mockCalendar({ ...MADE, scope: 'coach' });
    await renderSection('en');
    expect(
      await screen.findByText('It holds the sessions of the classes you coach (and your own children’s, if any).'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Calendar address')).toHaveAccessibleDescription(
      'Made on 20 October 2026. Anyone with this address can see these sessions – keep it private.',
    );
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New address' })).toBeInTheDocument();
  });
});

describe('on the profile page', () => {
  it('is a section of its own, for a parent and for an athlete', async () => {
    for (const [path, role, scope] of [
      ['/profile', 'parent', 'family'],
      ['/athlete/profile', 'athlete', 'swimmer'],
    ] as const) {
      mockApi({
        'GET /api/me': buildMe(buildUser({ role, athleteApproved: role === 'athlete' ? true : null })),
        'GET /api/profile': {
          id: 'user-1',
          name: 'Мария Петрова',
          email: 'maria@example.bg',
          phone: null,
          role,
          preferredLanguage: 'bg',
          hasPassword: true,
        },
        'GET /api/calendar': { ...MADE, scope },
      });
      const view = await renderRoute(path);
      const section = await screen.findByRole('region', { name: 'Календар' }, { timeout: 10_000 });
      expect(section).toHaveTextContent('Таен адрес за календара на телефона');
      expect(await within(section).findByLabelText('Адрес на календара')).toHaveValue(FIRST);
      view.unmount();
    }
  });
});
