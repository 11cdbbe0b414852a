import { screen, waitFor } from '@testing-library/react';
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
) {
  return mockApi({
    'GET /api/locations': [
      buildLocation(),
      buildLocation({ id: KINDERGARTEN_ID, name: { bg: 'ДГ „Слънце“' }, type: 'kindergarten' }),
    ],
    'GET /api/classes': ({ url }: { url: URL }) =>
      url.searchParams.get('locationId') === POOL_ID ? [OPEN_CLASS, FULL_CLASS] : [],
    'POST /api/registrations': ({ body }: { body: unknown }) => registration(body),
  });
}

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
  await user.type(screen.getByLabelText('Дата на раждане'), '2018-05-04');
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

  it('shows a full class as full and does not let it be chosen', async () => {
    mockClub();
    const { user } = await renderWizard();
    await user.click(await screen.findByRole('radio', { name: /Басейн „Спартак“/ }));
    await next(user);

    const full = await screen.findByRole('radio', { name: /Уикенд начинаещи.*Няма места/ });
    expect(full).toBeDisabled();
    expect(screen.getByText('Групата е пълна – няма свободни места. Моля, изберете друга група.')).toBeInTheDocument();
    await user.click(full);
    expect(full).not.toBeChecked();
    await next(user);
    expect(screen.getByText('Моля, изберете група')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Начинаещи \(7–10 г\.\).*3 свободни места/ })).toBeEnabled();
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
    expect(screen.getByLabelText('Дата на раждане')).toHaveValue('2018-05-04');
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

  it('returns to the class step when the class fills up at the last moment', async () => {
    mockClub(() => reply(409, { error: { code: 'CLASS_FULL', message: 'This class is full' } }));
    const { user } = await renderWizard();
    await chooseLocationAndClass(user);
    await fillChild(user);
    await next(user);
    await user.click(await screen.findByRole('radio', { name: /8 посещения месечно/ }));
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Потвърди записването' }));

    expect(await screen.findByText('Неуспешна регистрация')).toBeInTheDocument();
    expect(screen.getByText('Групата току-що се запълни. Моля, изберете друга група.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Изберете група' })).toBeInTheDocument();
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
    await user.type(screen.getByLabelText('Date of birth'), '2018-05-04');
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
});
