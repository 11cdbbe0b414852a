import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi, reply } from '../../../test/mock-api';
import { buildClassOption, buildLocation, CHILD_ID } from '../../../test/parent-fixtures';
import { renderWithProviders } from '../../../test/render';
import { EnrollChildFlow } from './enroll-child-flow';

// Иван is six (born on 1 January six years ago, club calendar) and a beginner.
const birthDate = `${Number(zonedDate(new Date(), CLUB_TIME_ZONE).slice(0, 4)) - 6}-01-01`;
const FIRST_STEPS = buildClassOption({
  id: '77777777-7777-4777-8777-777777777777',
  title: { bg: 'Първи стъпки във водата (5–7 г.)' },
  minAge: 5,
  maxAge: 7,
});
const SQUAD = buildClassOption({
  id: '88888888-8888-4888-8888-888888888888',
  title: { bg: 'Състезателна група' },
  level: 'advanced',
  minAge: 10,
  maxAge: null,
});
const BUTTERFLY = buildClassOption({
  id: '99999999-9999-4999-8999-999999999999',
  title: { bg: 'Бътерфлай за начинаещи' },
  level: 'intermediate',
  minAge: null,
  maxAge: null,
});

function mockClub(routes: Record<string, unknown> = {}) {
  const asked: URLSearchParams[] = [];
  let enrolled: unknown;
  mockApi({
    'GET /api/locations': [buildLocation()],
    'GET /api/classes': ({ url }: { url: URL }) => {
      asked.push(url.searchParams);
      return [
        { ...SQUAD, fit: 'too_young' },
        { ...BUTTERFLY, fit: 'other_level' },
        { ...FIRST_STEPS, fit: 'fits' },
      ];
    },
    [`POST /api/children/${CHILD_ID}/enrollments`]: ({ body }: { body: unknown }) => {
      enrolled = body;
      return reply(201, { enrollmentId: 'e1' });
    },
    // A test's own answers come last: they replace the club's defaults above.
    ...routes,
  });
  return { asked, enrolled: () => enrolled };
}

async function renderFlow() {
  const result = await renderWithProviders(
    <>
      <EnrollChildFlow
        childId={CHILD_ID}
        childName="Иван Петров"
        birthDate={birthDate}
        skillLevel="beginner"
        enrolledClassIds={[]}
      />
      <Toaster />
    </>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: /Басейн „Спартак“/ }));
  return { ...result, user };
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Напред' }));

describe('EnrollChildFlow', () => {
  it('asks the server how each class suits the child and lists those that do first', async () => {
    const { asked } = mockClub();
    await renderFlow();
    expect(await screen.findByRole('heading', { name: 'Подходящи за Иван Петров' })).toBeInTheDocument();
    expect(asked.at(-1)?.get('birthDate')).toBe(birthDate);
    expect(asked.at(-1)?.get('level')).toBe('beginner');

    const [fitting, others] = screen.getAllByRole('radiogroup').slice(-2) as HTMLElement[];
    expect(within(fitting as HTMLElement).getAllByRole('radio')).toHaveLength(1);
    expect(within(fitting as HTMLElement).getByRole('radio', { name: /Първи стъпки във водата/ })).toBeEnabled();
    expect(
      screen.getByRole('heading', { name: 'Други групи – не са за възрастта или нивото на Иван Петров' }),
    ).toBeInTheDocument();
    const squad = within(others as HTMLElement).getByRole('radio', { name: /Състезателна група/ });
    expect(squad).toHaveAccessibleDescription(/За деца от 10 г\. нагоре; Иван Петров е на 6 г\./);
    expect(squad).toHaveAccessibleDescription(/Място: Басейн „Спартак“/);
    const butterfly = within(others as HTMLElement).getByRole('radio', { name: /Бътерфлай за начинаещи/ });
    expect(butterfly).toHaveAccessibleDescription(/За средно ниво; Иван Петров е на начално ниво/);
  });

  it('lets the parent choose a class that does not suit the child, warning on the confirmation step', async () => {
    const { enrolled } = mockClub();
    const { user, router } = await renderFlow();
    await user.click(await screen.findByRole('radio', { name: /Състезателна група/ }));
    await next(user);
    await user.click(await screen.findByRole('radio', { name: /8 посещения месечно/ }));
    await next(user);

    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Тази група не е предвидена за Иван Петров');
    expect(note).toHaveTextContent('За деца от 10 г. нагоре; Иван Петров е на 6 г.');
    await user.click(screen.getByRole('button', { name: 'Потвърди записването' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/child/${CHILD_ID}`));
    expect(enrolled()).toEqual({ classId: SQUAD.id, planType: 'pool_8' });
  });

  it('puts the child on a full class’s waiting list with the chosen plan, and says the place in line', async () => {
    let joined: unknown;
    mockClub({
      'GET /api/classes': [{ ...FIRST_STEPS, fit: 'fits', freePlaces: 0 }],
      [`POST /api/children/${CHILD_ID}/waitlist`]: ({ body }: { body: unknown }) => {
        joined = body;
        return reply(201, { childId: CHILD_ID, entryId: 'w1', position: 2 });
      },
    });
    const { user } = await renderFlow();
    await user.click(await screen.findByRole('radio', { name: /Първи стъпки във водата.*Няма места/ }));
    await next(user);
    await user.click(await screen.findByRole('radio', { name: /12 посещения месечно/ }));
    await next(user);

    expect(await screen.findByRole('heading', { name: 'Запис в списъка на чакащите' })).toBeInTheDocument();
    // Without the club's settings the time a place is held is not known: it is said in general words.
    expect(
      screen.getByText(
        'Мястото се пази за Иван Петров за ограничено време. Ако го приемете, детето се записва в групата.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Запиши в списъка на чакащите' }));
    expect(
      await screen.findByText('Иван Петров е № 2 в списъка за група „Първи стъпки във водата (5–7 г.)“.'),
    ).toBeVisible();
    expect(joined).toEqual({ classId: FIRST_STEPS.id, planType: 'pool_12' });
  });

  it('offers the waiting list when enrolling finds the class just filled, and says when the child already waits', async () => {
    mockClub({
      [`POST /api/children/${CHILD_ID}/enrollments`]: reply(409, { error: { code: 'CLASS_FULL', message: 'full' } }),
      [`POST /api/children/${CHILD_ID}/waitlist`]: reply(409, {
        error: { code: 'ALREADY_WAITING', message: 'The child is already on this list' },
      }),
    });
    const { user } = await renderFlow();
    await user.click(await screen.findByRole('radio', { name: /Първи стъпки във водата/ }));
    await next(user);
    await user.click(await screen.findByRole('radio', { name: /8 посещения месечно/ }));
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Потвърди записването' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Последното място в групата току-що беше заето.');
    await user.click(screen.getByRole('button', { name: 'Запиши в списъка на чакащите' }));
    expect(await screen.findByText('Записването в списъка не успя')).toBeInTheDocument();
    expect(screen.getByText('Детето вече е в списъка на чакащите за тази група.')).toBeInTheDocument();
  });

  it("asks a parent's family prices for the child and the class, and still offers the plans when that fails", async () => {
    const priced: URLSearchParams[] = [];
    mockClub({
      'GET /api/me': buildMe(buildUser()),
      'GET /api/enrollment-prices': ({ url }: { url: URL }) => {
        priced.push(url.searchParams);
        return reply(503, { error: { code: 'INTERNAL', message: 'down' } });
      },
    });
    const { user } = await renderFlow();
    await user.click(await screen.findByRole('radio', { name: /Първи стъпки във водата/ }));
    await next(user);

    const eight = await screen.findByRole('radio', { name: /8 посещения месечно/ });
    await waitFor(() => expect(priced).toHaveLength(1));
    expect(Object.fromEntries(priced[0] ?? [])).toEqual({ classId: FIRST_STEPS.id, childId: CHILD_ID });
    expect(eight).toHaveAccessibleDescription(/160,00\sлв\./);
    expect(eight).not.toHaveAccessibleDescription(/отстъпка/);
    await user.click(eight);
    await next(user);
    expect(await screen.findByRole('button', { name: 'Потвърди записването' })).toBeInTheDocument();
  });
});
