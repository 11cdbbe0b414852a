import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { CHILD_ID } from '../../../test/parent-fixtures';
import { renderWithProviders } from '../../../test/render';
import { buildSubscription, SUBSCRIPTION_ID } from '../test/payment-fixtures';
import { SubscriptionList } from './subscription-list';

describe('SubscriptionList', () => {
  it('shows each subscription as active, cancelling on a date, payment overdue or past', async () => {
    mockApi({
      'GET /api/subscriptions': [
        buildSubscription({ id: 'past', childName: 'Иван Петров', status: 'canceled' }),
        buildSubscription({ id: 'ending', childName: 'Мила Петрова', cancelAt: '2026-12-01T00:00:00.000Z' }),
        buildSubscription({ id: 'overdue', childName: 'Боян Петров', status: 'past_due' }),
        buildSubscription(),
      ],
    });
    await renderWithProviders(<SubscriptionList />, { language: 'en' });

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Боян Петров',
      'Виктория Петрова',
      'Мила Петрова',
      'Иван Петров',
    ]);
    expect(cards[0]).toHaveTextContent('Payment overdue');
    expect(cards[1]).toHaveTextContent('Active');
    expect(cards[1]).toHaveTextContent('BGN 80.00 / month');
    expect(cards[1]).toHaveTextContent('8 sessions a month');
    expect(cards[2]).toHaveTextContent('Cancels on 1 December 2026');
    expect(cards[3]).toHaveTextContent('Past');
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: /Manage subscription/ })).toHaveAttribute(
      'href',
      `/child/${CHILD_ID}/subscription/${SUBSCRIPTION_ID}`,
    );
  });
});
