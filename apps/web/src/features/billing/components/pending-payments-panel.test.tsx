import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { buildPayment, PAYMENT_ID } from '../test/fixtures';

const instructor = buildUser({ id: 'coach-1', role: 'instructor', name: 'Георги Иванов' });

describe('instructor dashboard: payments awaiting confirmation', () => {
  it("confirms a child's cash payment from the dashboard and empties the list", async () => {
    let validated = false;
    const payment = buildPayment({ parentNotes: 'Ще дам парите на тренировката в понеделник' });
    mockApi({
      'GET /api/me': buildMe(instructor),
      'GET /api/payments/pending-validation': () => (validated ? [] : [payment]),
      [`POST /api/payments/${PAYMENT_ID}/validate`]: () => {
        validated = true;
        return { ...payment, status: 'validated' };
      },
    });
    await renderRoute('/instructor-dashboard');

    // The first visit loads the lazy page, which takes a while on a cold test run.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Табло на треньора' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Плащания, които чакат потвърждение' });
    const card = within(await within(section).findByRole('list')).getByRole('listitem');
    expect(within(card).getByText('Ще дам парите на тренировката в понеделник')).toBeInTheDocument();
    expect(within(card).getByText('В брой')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Потвърди плащането на Виктория Петрова' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Потвърди плащането' }));

    expect(await screen.findByText('Плащането е потвърдено')).toBeInTheDocument();
    expect(await within(section).findByText('Няма плащания, които чакат потвърждение')).toBeInTheDocument();
  }, 20_000);
});
