// The public trial booking: the class's bookable sessions, the form's translated checks (nothing is sent while one
// fails), the booking sent with the visitor's language and the honeypot left empty, the confirmation, and a session
// taken meanwhile (the list is read again and the visitor chooses another).
import type { TrialClass } from '@swim/shared/api/trials';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { TrialBooking } from './trial-booking';

const CLASS_ID = '7d2b0a2e-94b6-4a53-8d3f-2d0f6f7a1c11';
const PATH = `/api/trials/classes/${CLASS_ID}`;

function buildTrialClass(overrides: Partial<TrialClass> = {}): TrialClass {
  return {
    classId: CLASS_ID,
    title: { bg: 'Делфинчета', en: 'Little Dolphins', ru: 'Дельфинчики' },
    level: 'beginner',
    locationName: { bg: 'Басейн Дружба', en: 'Druzhba Pool' },
    locationAddress: { bg: 'ул. Морска 5', en: '5 Morska St' },
    coachName: { bg: 'Иван Треньор', en: 'Ivan Trenyor' },
    durationMinutes: 60,
    offered: true,
    sessions: [
      {
        date: '2026-12-14',
        startTime: '17:00',
        onDate: '2026-12-14',
        atTime: '17:00',
        startsAt: '2026-12-14T15:00:00.000Z',
        moved: false,
        freePlaces: 3,
      },
      {
        date: '2026-12-16',
        startTime: '17:00',
        onDate: '2026-12-17',
        atTime: '18:00',
        startsAt: '2026-12-17T16:00:00.000Z',
        moved: true,
        freePlaces: 1,
      },
    ],
    ...overrides,
  };
}

function renderBooking(language = 'bg', initialSession: { date: string; startTime: string } | null = null) {
  return renderWithProviders(
    <>
      <TrialBooking classId={CLASS_ID} initialSession={initialSession} />
      <Toaster />
    </>,
    { language },
  );
}

async function fillTheFamily(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Child’s first name'), 'Iva');
  await user.selectOptions(screen.getByLabelText('Year of birth'), '2018');
  await user.type(screen.getByLabelText('Your name'), 'Gergana Koleva');
  await user.type(screen.getByLabelText('Email'), 'gergana@example.bg');
  await user.type(screen.getByLabelText('Phone'), '+359 888 555 111');
  await user.click(screen.getByLabelText('I agree to be contacted about this trial lesson'));
}

describe('booking a trial lesson', () => {
  it('shows the class and its sessions in the visitor’s language, a moved one said so', async () => {
    mockApi({ [`GET ${PATH}`]: buildTrialClass() });
    await renderBooking('en');
    expect(await screen.findByRole('heading', { name: 'Little Dolphins' })).toBeVisible();
    expect(screen.getByText('Druzhba Pool, 5 Morska St')).toBeVisible();
    expect(screen.getByText('Coach: Ivan Trenyor')).toBeVisible();
    const sessions = screen.getByRole('group', { name: 'Choose a session' });
    expect(within(sessions).getByRole('radio', { name: 'Monday, 14 December 17:00–18:00' })).not.toBeChecked();
    expect(within(sessions).getByRole('radio', { name: 'Thursday, 17 December 18:00–19:00' })).toBeVisible();
    expect(within(sessions).getByText('Moved from Wednesday, 16 December')).toBeVisible();
    expect(within(sessions).getByText('1 place left')).toBeVisible();
  });

  it('says what is missing in Bulgarian and sends nothing', async () => {
    const fetchSpy = mockApi({ [`GET ${PATH}`]: buildTrialClass() });
    await renderBooking('bg');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Запази пробното занятие' }));
    expect(await screen.findByText('Моля, изберете занятие')).toBeVisible();
    expect(screen.getByText('Моля, въведете името на детето')).toBeVisible();
    expect(screen.getByText('Моля, изберете годината на раждане на детето')).toBeVisible();
    expect(screen.getByText('Имейлът е задължителен')).toBeVisible();
    expect(screen.getByText('Моля, съгласете се да се свържем с вас за пробното занятие')).toBeVisible();
    expect(screen.getByLabelText('Име на детето')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('books the chosen session with the visitor’s language and an empty honeypot, then confirms it', async () => {
    const posts: unknown[] = [];
    mockApi({
      [`GET ${PATH}`]: buildTrialClass(),
      'POST /api/trials': ({ body }) => {
        posts.push(body);
        return reply(201, { ok: true });
      },
    });
    await renderBooking('en', { date: '2026-12-14', startTime: '17:00' });
    const user = userEvent.setup();
    // Opened from the schedule's dated card: that session is chosen already.
    expect(await screen.findByRole('radio', { name: 'Monday, 14 December 17:00–18:00' })).toBeChecked();
    await fillTheFamily(user);
    await user.click(screen.getByRole('button', { name: 'Book the trial lesson' }));
    expect(await screen.findByRole('heading', { name: 'Trial lesson booked' })).toBeVisible();
    expect(screen.getByText('Iva is booked for Little Dolphins on Monday, 14 December, 17:00–18:00.')).toBeVisible();
    expect(screen.getByText(/a link to cancel to gergana@example\.bg/)).toBeVisible();
    expect(posts).toEqual([
      {
        classId: CLASS_ID,
        date: '2026-12-14',
        startTime: '17:00',
        parentName: 'Gergana Koleva',
        email: 'gergana@example.bg',
        phone: '+359 888 555 111',
        childFirstName: 'Iva',
        childBirthYear: 2018,
        consent: true,
        website: '',
        language: 'en',
      },
    ]);
  });

  it('reads the sessions again when the chosen one was taken meanwhile, and asks for another', async () => {
    let reads = 0;
    mockApi({
      [`GET ${PATH}`]: () => {
        reads++;
        // After the refusal the first session is full and no longer offered.
        return reads === 1 ? buildTrialClass() : buildTrialClass({ sessions: buildTrialClass().sessions.slice(1) });
      },
      'POST /api/trials': reply(409, { error: { code: 'SESSION_FULL', message: 'full' } }),
    });
    await renderBooking('ru');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Понедельник, 14 декабря 17:00–18:00' }));
    await user.type(screen.getByLabelText('Имя ребёнка'), 'Ива');
    await user.selectOptions(screen.getByLabelText('Год рождения'), '2018');
    await user.type(screen.getByLabelText('Ваше имя'), 'Ольга Сергеева');
    await user.type(screen.getByLabelText('Эл. почта'), 'olga@example.ru');
    await user.type(screen.getByLabelText('Телефон'), '+7 900 123 45 67');
    await user.click(screen.getByLabelText(/Я согласен\(на\)/));
    await user.click(screen.getByRole('button', { name: 'Записаться на пробное занятие' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'На этом занятии нет свободного места. Выберите другое.',
    );
    expect(await screen.findByText('Запись на пробное занятие не удалась')).toBeVisible();
    expect(screen.queryByRole('radio', { name: /14 декабря/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /17 декабря/ })).not.toBeChecked();
    expect(reads).toBe(2);
  });

  it('says so when the club offers no trial place in the next weeks', async () => {
    mockApi({ [`GET ${PATH}`]: buildTrialClass({ sessions: [] }) });
    await renderBooking('en');
    expect(await screen.findByText('No trial places in the next four weeks')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact the club' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: 'Book the trial lesson' })).not.toBeInTheDocument();
  });
});
