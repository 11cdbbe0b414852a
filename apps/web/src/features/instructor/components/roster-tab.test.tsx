import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { buildRosterEntry, CHILD_ID, OTHER_CHILD_ID } from '../test/fixtures';
import { RosterTab } from './roster-tab';

const roster = [
  buildRosterEntry({ medicalNotes: 'Астма: инхалатор в чантата' }),
  buildRosterEntry({
    childId: OTHER_CHILD_ID,
    enrollmentId: 'e-2',
    fullName: 'Иван Колев',
    sessionsRemaining: 0,
    sessionsUsedUp: true,
    emergencyContact: 'Петър Колев',
    emergencyPhone: '0888 333-444',
  }),
];

const cardOf = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByText(name)) as HTMLElement;

describe('roster tab', () => {
  it('flags a child with no sessions left and shows medical notes', async () => {
    await renderWithProviders(<RosterTab roster={roster} />);

    const ivan = cardOf('Иван Колев');
    expect(within(ivan).getByText('Няма оставащи посещения')).toBeInTheDocument();
    expect(within(ivan).queryByRole('note')).not.toBeInTheDocument();

    const viktoria = cardOf('Виктория Петрова');
    expect(within(viktoria).queryByText('Няма оставащи посещения')).not.toBeInTheDocument();
    expect(within(viktoria).getByText('остават 5 посещения')).toBeInTheDocument();
    expect(within(viktoria).getByRole('note')).toHaveTextContent('Медицински бележки: Астма: инхалатор в чантата');
  });

  it('puts the emergency phone one tap away and links to the assessment', async () => {
    await renderWithProviders(<RosterTab roster={roster} />);

    const call = screen.getByRole('link', { name: 'Обади се на Петър Колев: 0888 333-444' });
    expect(call).toHaveAttribute('href', 'tel:0888333444');
    expect(screen.getByRole('link', { name: 'Обади се на Мария Петрова: +359 888 111 222' })).toHaveAttribute(
      'href',
      'tel:+359888111222',
    );
    expect(screen.getByRole('link', { name: 'Оцени Виктория Петрова' })).toHaveAttribute(
      'href',
      `/instructor/assess/${CHILD_ID}`,
    );
  });
});
