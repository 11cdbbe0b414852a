import { CLUB_TIME_ZONE, DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { DEFAULT_SESSION_RULES } from '@swim/shared/session-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { reply, mockApi } from '../../../test/mock-api';
import { buildClassOption, buildLocation, CHILD_ID, KINDERGARTEN_ID, POOL_ID } from '../../../test/parent-fixtures';
import { renderWithProviders } from '../../../test/render';
import { RegistrationWizard } from './registration-wizard';

const OPEN_CLASS = buildClassOption();
const FULL_CLASS = buildClassOption({
  id: '66666666-6666-4666-8666-666666666666',
  title: { bg: 'Уикенд начинаещи', en: 'Weekend beginners' },
  freePlaces: 0,
});

function mockClub(
  registration: (body: unknown) => unknown = () => reply(201, { childId: CHILD_ID, enrollmentId: 'e1' }),
  waitlist: (body: unknown) => unknown = () => reply(201, { childId: CHILD_ID, entryId: 'w1', position: 4 }),
) {
  return mockApi({
    'GET /api/locations': [
      buildLocation(),
      buildLocation({ id: KINDERGARTEN_ID, name: { bg: 'ДГ „Слънце“' }, type: 'kindergarten' }),
    ],
    'GET /api/classes': ({ url }: { url: URL }) =>
      url.searchParams.get('locationId') === POOL_ID ? [OPEN_CLASS, FULL_CLASS] : [],
    // The club holds an offered place for 72 hours.
    'GET /api/club/settings': {
      ...DEFAULT_CLUB_SETTINGS,
      sessionRules: { ...DEFAULT_SESSION_RULES, waitlistOfferHours: 72 },
    },
    'POST /api/registrations': ({ body }: { body: unknown }) => registration(body),
    'POST /api/waitlist/register': ({ body }: { body: unknown }) => waitlist(body),
  });
}

const posted = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input]) => new URL(String(input), 'http://localhost').pathname);

async function renderWizard() {
  const result = await renderWithProviders(
    <>
      <RegistrationWizard />
      <Toaster />
    </>,
  );
  return { ...result, user: userEvent.setup() };
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Напред' }));

async function chooseLocationAndClass(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: /Басейн „Спартак“/ }));
  await next(user);
  await user.click(await screen.findByRole('radio', { name: /Начинаещи \(7–10 г\.\)/ }));
  await next(user);
}

async function fillChild(user: UserEvent) {
  await user.type(await screen.findByLabelText('Пълно име'), 'Ева Георгиева');
  await user.type(screen.getByLabelText('Име на латиница'), 'Eva');
  await user.type(screen.getByLabelText('Фамилия на латиница'), 'Georgieva');
  await user.type(screen.getByLabelText('Дата на раждане'), '4.5.2018');
  await user.click(screen.getByRole('radio', { name: 'Момиче' }));
  await user.selectOptions(screen.getByLabelText('Ниво на плуване'), 'beginner');
  await user.type(screen.getByLabelText('Лице за спешен контакт'), 'Иван Георгиев');
  await user.type(screen.getByLabelText('Телефон за спешен контакт'), '+359 888 123 456');
}

describe('RegistrationWizard', () => {
  it('refuses to jump ahead and asks for a location, class and plan first', async () => {
    const fetchSpy = mockClub();
    const { user } = await renderWizard();
    await screen.findByRole('radio', { name: /Басейн „Спартак“/ });

    await user.click(screen.getByRole('button', { name: '4. План' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Моля, първо изберете място, група и план');
    expect(screen.getByRole('heading', { name: 'Изберете място' })).toBeInTheDocument();

    await next(user);
    expect(screen.getByText('Моля, изберете място')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Изберете място' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Басейн „Спартак“/ }));
    await next(user);
    await user.click(screen.getByRole('button', { name: '5. Потвърждение' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Моля, първо изберете място, група и план');
    expect(screen.getByRole('heading', { name: 'Изберете група' })).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('offers a full class’s waiting list: the child goes on the list, and the step says the place in line', async () => {
    let sent: unknown;
    const api = mockClub(undefined, (body) => {
      sent = body;
      return reply(201, { childId: CHILD_ID, entryId: 'w1', position: 4 });
    });
    const { user } = await renderWizard();
    await user.click(await screen.findByRole('radio', { name: /Басейн „Спартак“/ }));
    await next(user);

    const full = await screen.findByRole('radio', { name: /Уикенд начинаещи.*Няма места/ });
    expect(full).toBeEnabled();
    expect(full).toHaveAccessibleDescription(/Групата е пълна – можете да се запишете в списъка на чакащите\./);
    await user.click(full);
    await next(user);
    await fillChild(user);
    await next(user);
    await user.click(await screen.findByRole('radio', { name: /8 посещения месечно/ }));
    await next(user);

    expect(await screen.findByRole('heading', { name: 'Запис в списъка на чакащите' })).toBeInTheDocument();
    expect(
      screen.getByText('Групата е пълна. Запишете Ева Георгиева в списъка на чакащите с избрания план.'),
    ).toBeVisible();
    expect(
      await screen.findByText(
        'Мястото се пази за Ева Георгиева за 72 часа. Ако го приемете, детето се записва в групата.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/Сега не плащате нищо/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Запиши в списъка на чакащите' }));

    expect(await screen.findByRole('heading', { name: 'Ева Георгиева е в списъка на чакащите' })).toBeInTheDocument();
    expect(screen.getByText('Ева Георгиева е № 4 в списъка за група „Уикенд начинаещи“.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Към таблото' })).toHaveAttribute('href', '/dashboard');
    // The steps are over: going back would register the child a second time.
    expect(screen.queryByRole('navigation', { name: 'Стъпки на записването' })).not.toBeInTheDocument();
    expect(sent).toEqual({
      locationId: POOL_ID,
      classId: FULL_CLASS.id,
      planType: 'pool_8',
      child: expect.objectContaining({ fullName: 'Ева Георгиева', firstName: 'Eva' }),
    });
    expect(posted(api)).toEqual(['/api/waitlist/register']);
  });

  it('keeps every answer when the parent goes back and forth', async () => {
    mockClub();
    const { user } = await renderWizard();
    await chooseLocationAndClass(user);
    await fillChild(user);

    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(await screen.findByRole('radio', { name: /Начинаещи \(7–10 г\.\)/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /^1\. Място/ }));
    expect(await screen.findByRole('radio', { name: /Басейн „Спартак“/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: /^3\. Данни за детето/ }));
    expect(screen.getByLabelText('Пълно име')).toHaveValue('Ева Георгиева');
    expect(screen.getByLabelText('Дата на раждане')).toHaveValue('04.05.2018');
    expect(screen.getByRole('radio', { name: 'Момиче' })).toBeChecked();
    expect(screen.getByLabelText('Телефон за спешен контакт')).toHaveValue('+359 888 123 456');
  });

  it('validates the child information with the shared rules before the plan step', async () => {
    mockClub();
    const { user } = await renderWizard();
    await chooseLocationAndClass(user);
    await user.type(await screen.findByLabelText('Име на латиница'), 'Ева');
    await next(user);
    expect(await screen.findByText('Моля, въведете пълното име на детето')).toBeInTheDocument();
    expect(
      screen.getByText('Използвайте само латински букви (A–Z), интервали, тирета или апострофи'),
    ).toBeInTheDocument();
    expect(screen.getByText('Моля, изберете пол')).toBeInTheDocument();
    expect(screen.getByLabelText('Пълно име')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'Данни за детето' })).toBeInTheDocument();
  });

  it('sends the whole registration at once and opens the child profile', async () => {
    let sent: unknown;
    mockClub((body) => {
      sent = body;
      return reply(201, { childId: CHILD_ID, enrollmentId: 'e1' });
    });
    const { user, router } = await renderWizard();
    await chooseLocationAndClass(user);
    await fillChild(user);
    await next(user);
    await user.click(await screen.findByRole('radio', { name: /12 посещения месечно/ }));
    await next(user);

    expect(await screen.findByRole('heading', { name: 'Потвърдете записването' })).toBeInTheDocument();
    expect(screen.getByText('240,00 лв. за месеца')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Потвърди записването' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/child/${CHILD_ID}`));
    expect(sent).toEqual({
      locationId: POOL_ID,
      classId: OPEN_CLASS.id,
      planType: 'pool_12',
      child: expect.objectContaining({ fullName: 'Ева Георгиева', firstName: 'Eva', gender: 'female' }),
    });
    expect(await screen.findByText('Записването е успешно')).toBeInTheDocument();
  });

  it('offers the waiting list right there when the class fills up at the last moment', async () => {
    const api = mockClub(() => reply(409, { error: { code: 'CLASS_FULL', message: 'This class is full' } }));
    const { user } = await renderWizard();
    await chooseLocationAndClass(user);
    await fillChild(user);
    await next(user);
    await user.click(await screen.findByRole('radio', { name: /8 посещения месечно/ }));
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Потвърди записването' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Последното място в групата току-що беше заето. Можете да запишете детето в списъка на чакащите',
    );
    expect(screen.getByRole('heading', { name: 'Запис в списъка на чакащите' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Запиши в списъка на чакащите' }));
    expect(await screen.findByText('Ева Георгиева е № 4 в списъка за група „Начинаещи (7–10 г.)“.')).toBeVisible();
    expect(posted(api)).toEqual(['/api/registrations', '/api/waitlist/register']);
  });

  it('shows the generic failure in English when the server fails', async () => {
    mockClub(() => reply(500, { error: { code: 'INTERNAL', message: 'boom' } }));
    await renderWithProviders(
      <>
        <RegistrationWizard />
        <Toaster />
      </>,
      { language: 'en' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Spartak Pool/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /Beginners \(ages 7–10\)/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Full name'), 'Eva Georgieva');
    await user.type(screen.getByLabelText('First name in English'), 'Eva');
    await user.type(screen.getByLabelText('Last name in English'), 'Georgieva');
    await user.type(screen.getByLabelText('Date of birth'), '04/05/2018');
    await user.click(screen.getByRole('radio', { name: 'Girl' }));
    await user.selectOptions(screen.getByLabelText('Swimming level'), 'beginner');
    await user.type(screen.getByLabelText('Emergency contact'), 'Ivan Georgiev');
    await user.type(screen.getByLabelText('Emergency phone'), '+359 888 123 456');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /Unlimited monthly/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm registration' }));

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('An error occurred during registration. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirm the registration' })).toBeInTheDocument();
  });

  describe('with the child’s age and level', () => {
    // Мария is ten (born on 1 January ten years ago, club calendar) and swims at intermediate level.
    const birthDate = yearsAgo(10);
    const LITTLE = buildClassOption({
      id: '77777777-7777-4777-8777-777777777777',
      title: { bg: 'Малки делфинчета (3–4 г.)' },
      minAge: 3,
      maxAge: 4,
      sessions: [{ dayOfWeek: 0, startTime: '10:00' }],
    });
    const MIDDLE = buildClassOption({
      id: '88888888-8888-4888-8888-888888888888',
      title: { bg: 'Средно ниво – кроул и гръб' },
      level: 'intermediate',
      minAge: 8,
      maxAge: 14,
    });

    /** The server's answer: the fit only for the child it was asked about. */
    function mockFit(registration: (body: unknown) => unknown = () => reply(201, { childId: CHILD_ID })) {
      const asked: URLSearchParams[] = [];
      mockApi({
        'GET /api/locations': [buildLocation()],
        'GET /api/classes': ({ url }: { url: URL }) => {
          asked.push(url.searchParams);
          const forMaria = url.searchParams.get('birthDate') === birthDate;
          return [
            { ...LITTLE, fit: forMaria ? 'too_old' : null },
            { ...MIDDLE, fit: forMaria ? 'fits' : null },
          ];
        },
        'POST /api/registrations': ({ body }: { body: unknown }) => registration(body),
      });
      return asked;
    }

    /** The class cards' titles, in the order the parent reads them. */
    const cardTitles = () =>
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.querySelector('[id$="-title"]')?.textContent);

    it('lists the classes that suit the child first, each naming its pool, the others under a heading with why', async () => {
      const asked = mockFit();
      const { user } = await renderWizard();
      await user.click(await screen.findByRole('radio', { name: /Басейн „Спартак“/ }));
      await next(user);
      await screen.findByRole('radio', { name: /Малки делфинчета/ });
      // Before the parent says anything of the child: one list, easy to hard, every class with its pool and ages.
      expect(screen.queryByRole('heading', { name: /Подходящи за/ })).not.toBeInTheDocument();
      expect(screen.getAllByText('Място: Басейн „Спартак“')).toHaveLength(2);
      expect(screen.getByText('За деца на 3–4 г.')).toBeInTheDocument();
      expect(cardTitles()).toEqual(['Малки делфинчета (3–4 г.)', 'Средно ниво – кроул и гръб']);

      await user.type(screen.getByLabelText('Дата на раждане на детето'), birthDate);
      await user.selectOptions(screen.getByLabelText('Ниво на плуване на детето'), 'intermediate');

      expect(await screen.findByRole('heading', { name: 'Подходящи за детето' })).toBeInTheDocument();
      expect(asked.at(-1)?.get('birthDate')).toBe(birthDate);
      expect(asked.at(-1)?.get('level')).toBe('intermediate');
      const [fitting, others] = screen.getAllByRole('radiogroup');
      expect(within(fitting as HTMLElement).getByRole('radio', { name: /Средно ниво – кроул и гръб/ })).toBeEnabled();
      expect(
        screen.getByRole('heading', { name: 'Други групи – не са за възрастта или нивото на детето' }),
      ).toBeInTheDocument();
      const little = within(others as HTMLElement).getByRole('radio', { name: /Малки делфинчета/ });
      expect(little).toHaveAccessibleDescription(/За деца на 3–4 г\.; детето е на 10 г\./);
      expect(little).toHaveAccessibleDescription(/Място: Басейн „Спартак“/);
      // Not suiting the child does not block the choice.
      expect(little).toBeEnabled();
      expect(cardTitles()).toEqual(['Средно ниво – кроул и гръб', 'Малки делфинчета (3–4 г.)']);
    });

    it('warns on the confirmation step when the chosen class is not for the child, and still registers', async () => {
      let sent: unknown;
      mockFit((body) => {
        sent = body;
        return reply(201, { childId: CHILD_ID, enrollmentId: 'e1' });
      });
      const { user, router } = await renderWizard();
      await user.click(await screen.findByRole('radio', { name: /Басейн „Спартак“/ }));
      await next(user);
      await user.type(await screen.findByLabelText('Дата на раждане на детето'), birthDate);
      await user.selectOptions(screen.getByLabelText('Ниво на плуване на детето'), 'intermediate');
      await screen.findByRole('heading', { name: 'Подходящи за детето' });
      await user.click(screen.getByRole('radio', { name: /Малки делфинчета/ }));
      await next(user);

      // What was given on the class step is already filled in, written the Bulgarian way.
      expect(await screen.findByLabelText('Дата на раждане')).toHaveValue(`01.01.${birthDate.slice(0, 4)}`);
      expect(screen.getByLabelText('Ниво на плуване')).toHaveValue('intermediate');
      await user.type(screen.getByLabelText('Пълно име'), 'Мария Иванова');
      await user.type(screen.getByLabelText('Име на латиница'), 'Maria');
      await user.type(screen.getByLabelText('Фамилия на латиница'), 'Ivanova');
      await user.click(screen.getByRole('radio', { name: 'Момиче' }));
      await user.type(screen.getByLabelText('Лице за спешен контакт'), 'Иван Иванов');
      await user.type(screen.getByLabelText('Телефон за спешен контакт'), '+359 888 123 456');
      await next(user);
      await user.click(await screen.findByRole('radio', { name: /8 посещения месечно/ }));
      await next(user);

      const note = await screen.findByRole('note');
      expect(note).toHaveTextContent('Тази група не е предвидена за Мария Иванова');
      expect(note).toHaveTextContent('За деца на 3–4 г.; Мария Иванова е на 10 г.');
      await user.click(screen.getByRole('button', { name: 'Потвърди записването' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/child/${CHILD_ID}`));
      expect(sent).toMatchObject({ classId: LITTLE.id, child: { birthDate, skillLevel: 'intermediate' } });
    });

    it('says nothing on the confirmation step when the class suits the child', async () => {
      mockFit();
      const { user } = await renderWizard();
      await user.click(await screen.findByRole('radio', { name: /Басейн „Спартак“/ }));
      await next(user);
      await user.click(await screen.findByRole('radio', { name: /Средно ниво – кроул и гръб/ }));
      await next(user);
      await user.type(await screen.findByLabelText('Пълно име'), 'Мария Иванова');
      await user.type(screen.getByLabelText('Име на латиница'), 'Maria');
      await user.type(screen.getByLabelText('Фамилия на латиница'), 'Ivanova');
      await user.type(screen.getByLabelText('Дата на раждане'), birthDate);
      await user.click(screen.getByRole('radio', { name: 'Момиче' }));
      await user.selectOptions(screen.getByLabelText('Ниво на плуване'), 'intermediate');
      await user.type(screen.getByLabelText('Лице за спешен контакт'), 'Иван Иванов');
      await user.type(screen.getByLabelText('Телефон за спешен контакт'), '+359 888 123 456');
      await next(user);
      await user.click(await screen.findByRole('radio', { name: /8 посещения месечно/ }));
      await next(user);
      expect(await screen.findByRole('heading', { name: 'Потвърдете записването' })).toBeInTheDocument();
      expect(screen.getByText('За деца на 8–14 г.')).toBeInTheDocument();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    });
  });
});

/** 1 January, `years` years before this year in Sofia: exactly that old on any day of this year. */
function yearsAgo(years: number): string {
  return `${Number(zonedDate(new Date(), CLUB_TIME_ZONE).slice(0, 4)) - years}-01-01`;
}
