import type { Child, ChildActivity } from '@swim/shared/api/children';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { buildChild, CHILD_ID } from '../../../test/parent-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ChildProfile } from './child-profile';

const ACTIVITY: ChildActivity = {
  attendance: { records: [], present: 0, absent: 0, excused: 0, rate: null },
  progress: { metrics: [], assessments: [] },
  performance: [],
  achievements: [],
  payments: [],
  levelHistory: [],
};
const CHILD_PATH = `/api/children/${CHILD_ID}`;

/** The child profile against a server that keeps what a PUT saves and answers with it, as the real one does. */
async function openProfile(options: { language?: string; put?: (body: Child) => unknown } = {}) {
  let child = buildChild({ medicalNotes: null });
  const puts: unknown[] = [];
  mockApi({
    [`GET ${CHILD_PATH}`]: () => child,
    [`GET ${CHILD_PATH}/activity`]: ACTIVITY,
    [`PUT ${CHILD_PATH}`]: ({ body }) => {
      puts.push(body);
      if (options.put) return options.put(body as Child) as object;
      child = { ...child, ...(body as Partial<Child>), notes: (body as Child).notes || null };
      return child;
    },
  });
  await renderWithProviders(
    <>
      <ChildProfile childId={CHILD_ID} />
      <Toaster />
    </>,
    { language: options.language ?? 'bg' },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Редактирай данните' }));
  const dialog = await screen.findByRole('dialog', { name: 'Данни на Виктория Петрова' });
  return { user, dialog, puts };
}

describe('editing a child’s details', () => {
  it('saves new medical notes and contact, closes, and the profile shows them', async () => {
    const { user, dialog, puts } = await openProfile();
    const medical = within(dialog).getByLabelText(/Медицински бележки/);
    expect(medical).toHaveValue('');
    await user.type(medical, 'Алергия към пеницилин');
    const phone = within(dialog).getByLabelText('Телефон за спешен контакт');
    await user.clear(phone);
    await user.type(phone, '+359 887 000 111');
    await user.click(within(dialog).getByRole('button', { name: 'Запази промените' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toEqual([
      {
        fullName: 'Виктория Петрова',
        firstName: 'Viktoria',
        lastName: 'Petrova',
        birthDate: '2019-09-03',
        gender: 'female',
        notes: '',
        medicalNotes: 'Алергия към пеницилин',
        emergencyContact: 'Мария Петрова',
        emergencyPhone: '+359 887 000 111',
      },
    ]);
    expect(await screen.findByText('Данните са запазени')).toBeInTheDocument();
    expect(screen.getByText('Алергия към пеницилин')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+359 887 000 111' })).toHaveAttribute('href', 'tel:+359887000111');
  });

  it('keeps the dialog open with the field’s error for bad input, and sends nothing', async () => {
    const { user, dialog, puts } = await openProfile();
    const phone = within(dialog).getByLabelText('Телефон за спешен контакт');
    await user.clear(phone);
    await user.type(phone, 'обади се');
    await user.click(within(dialog).getByRole('button', { name: 'Запази промените' }));
    expect(await within(dialog).findByText(/Телефонът може да съдържа само/)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);
  });

  it('puts the server’s field issues on the fields', async () => {
    const { user, dialog } = await openProfile({
      put: () =>
        reply(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid',
            details: [{ path: 'birthDate', message: 'birthDateInvalid' }],
          },
        }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Запази промените' }));
    expect(await within(dialog).findByText(/валидна дата на раждане/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
