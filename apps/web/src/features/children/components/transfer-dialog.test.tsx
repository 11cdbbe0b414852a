import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { buildClassOption, buildEnrollment, CHILD_ID } from '../../../test/parent-fixtures';
import { renderWithProviders } from '../../../test/render';
import type { FitChild } from '../../../hooks/use-class-fit-text';
import { useTransferEnrollment } from '../api/transfer-enrollment';
import { TransferDialog } from './transfer-dialog';

const CURRENT = buildClassOption();
const OPEN = buildClassOption({ id: 'open-class', title: { bg: 'Първи стъпки във водата' }, freePlaces: 2 });
const FULL = buildClassOption({ id: 'full-class', title: { bg: 'Уикенд начинаещи' }, freePlaces: 0 });
const KINDERGARTEN = buildClassOption({
  id: 'kg-class',
  title: { bg: 'Малки делфини' },
  plans: [{ planType: 'kindergarten_monthly', sessions: null, price: 0, currency: 'BGN', saving: 0, bestValue: false }],
});
const enrollment = buildEnrollment({ classId: CURRENT.id });
const TRANSFER_PATH = `POST /api/children/${CHILD_ID}/enrollments/${enrollment.id}/transfer`;

const CHILD = { name: 'Александър Петров', birthDate: '2016-04-12', skillLevel: 'beginner' as const };

/** The dialog as the parent's profile renders it, moving the enrollment through the family route. */
function ParentTransferDialog({ child = CHILD }: { child?: FitChild }) {
  const transfer = useTransferEnrollment(CHILD_ID);
  return <TransferDialog child={child} enrollment={enrollment} activeClassIds={[CURRENT.id]} transfer={transfer} />;
}

async function openDialog(
  transferAnswer: unknown = { enrollmentId: 'new' },
  classes: unknown = [CURRENT, OPEN, FULL, KINDERGARTEN],
  child: FitChild = CHILD,
) {
  const fetchSpy = mockApi({
    'GET /api/classes': classes,
    [TRANSFER_PATH]: transferAnswer,
  });
  await renderWithProviders(
    <>
      <ParentTransferDialog child={child} />
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

  it('lists the classes that suit the child first, names each pool, and warns before a move to one that does not', async () => {
    // Иван is six (born on 1 January six years ago, club calendar) and a beginner.
    const ivan = { name: 'Иван Петров', birthDate: yearsAgo(6), skillLevel: 'beginner' as const };
    const squad = buildClassOption({
      id: 'squad',
      title: { bg: 'Състезателна група' },
      level: 'advanced',
      minAge: 10,
      maxAge: null,
      location: { id: 'vaz', name: { bg: 'Басейн „Възраждане“' }, type: 'pool' },
      fit: 'too_young',
    });
    const firstSteps = buildClassOption({
      id: 'first-steps',
      title: { bg: 'Първи стъпки във водата' },
      minAge: 5,
      maxAge: 7,
      fit: 'fits',
    });
    const asked: URLSearchParams[] = [];
    const { user, select } = await openDialog(
      { enrollmentId: 'new' },
      ({ url }: { url: URL }) => {
        asked.push(url.searchParams);
        return [{ ...CURRENT, fit: 'fits' }, squad, firstSteps];
      },
      ivan,
    );
    // The server is asked for the fit of this child.
    expect(asked.at(-1)?.get('birthDate')).toBe(ivan.birthDate);
    expect(asked.at(-1)?.get('level')).toBe('beginner');

    const groups = within(select).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'Подходящи за Иван Петров',
      'Други групи – не са за възрастта или нивото на Иван Петров',
    ]);
    const [fitting, others] = groups.map((group) =>
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    );
    expect(fitting).toEqual([expect.stringContaining('Първи стъпки във водата · Басейн „Спартак“')]);
    expect(others).toEqual([expect.stringContaining('Състезателна група · Басейн „Възраждане“')]);
    expect(others?.[0]).toContain('За деца от 10 г. нагоре; Иван Петров е на 6 г.');

    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await user.selectOptions(select, 'squad');
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Тази група не е предвидена за Иван Петров');
    expect(note).toHaveTextContent('За деца от 10 г. нагоре; Иван Петров е на 6 г.');
    // The move stays possible.
    await user.click(screen.getByRole('button', { name: 'Премести' }));
    expect(await screen.findByText('Групата е сменена')).toBeInTheDocument();
  });
});

/** 1 January, `years` years before this year in Sofia: exactly that old on any day of this year. */
function yearsAgo(years: number): string {
  return `${Number(zonedDate(new Date(), CLUB_TIME_ZONE).slice(0, 4)) - years}-01-01`;
}
