import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { buildClassOption, buildEnrollment, CHILD_ID } from '../../../test/parent-fixtures';
import { renderWithProviders } from '../../../test/render';
import { useTransferEnrollment } from '../api/transfer-enrollment';
import { TransferDialog } from './transfer-dialog';

const CURRENT = buildClassOption();
const OPEN = buildClassOption({ id: 'open-class', title: { bg: 'Първи стъпки във водата' }, freePlaces: 2 });
const FULL = buildClassOption({ id: 'full-class', title: { bg: 'Уикенд начинаещи' }, freePlaces: 0 });
const KINDERGARTEN = buildClassOption({
  id: 'kg-class',
  title: { bg: 'Малки делфини' },
  plans: [{ planType: 'kindergarten_monthly', sessions: null, price: 0, currency: 'BGN' }],
});
const enrollment = buildEnrollment({ classId: CURRENT.id });
const TRANSFER_PATH = `POST /api/children/${CHILD_ID}/enrollments/${enrollment.id}/transfer`;

/** The dialog as the parent's profile renders it, moving the enrollment through the family route. */
function ParentTransferDialog() {
  const transfer = useTransferEnrollment(CHILD_ID);
  return <TransferDialog enrollment={enrollment} activeClassIds={[CURRENT.id]} transfer={transfer} />;
}

async function openDialog(transferAnswer: unknown = { enrollmentId: 'new' }) {
  const fetchSpy = mockApi({
    'GET /api/classes': [CURRENT, OPEN, FULL, KINDERGARTEN],
    [TRANSFER_PATH]: transferAnswer,
  });
  await renderWithProviders(
    <>
      <ParentTransferDialog />
      <Toaster />
    </>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Смяна на групата' }));
  return { fetchSpy, user, select: await screen.findByLabelText('Нова група') };
}

describe('TransferDialog', () => {
  it('offers only other classes with a free place and the same plan', async () => {
    const { select } = await openDialog();
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toHaveLength(2);
    expect(options[0]).toBe('Изберете група');
    expect(options[1]).toContain('Първи стъпки във водата');
  });

  it('asks to choose a class when none is chosen', async () => {
    const { fetchSpy, user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Премести' }));
    expect(await screen.findByText('Моля, изберете група')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('reports a failed transfer', async () => {
    const { user, select } = await openDialog(reply(409, { error: { code: 'CLASS_FULL', message: 'full' } }));
    await user.selectOptions(select, 'open-class');
    await user.click(screen.getByRole('button', { name: 'Премести' }));
    expect(await screen.findByText('Грешка при преместване в друга група')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says why when the class no longer offers the child’s plan (the list was older than the class)', async () => {
    const { user, select } = await openDialog(
      reply(409, { error: { code: 'PLAN_NOT_OFFERED', message: 'plan', details: [] } }),
    );
    await user.selectOptions(select, 'open-class');
    await user.click(screen.getByRole('button', { name: 'Премести' }));
    expect(
      await screen.findByText(
        'Избраната група не предлага плана на детето. Изберете група със същия план или прекратете записването и запишете детето отново.',
      ),
    ).toBeInTheDocument();
  });
});
