// What is overdue club-wide (issue 25): the arrears list's total, and analytics' unpaid dues, from the one definition
// of what is owed (owed.ts), summed in the club's currency.
import type { ClubTotal } from '@swim/shared/api/arrears';
import type { Currency } from '@swim/shared/enums';
import { convertMinor } from '@swim/shared/money';
import type { Db } from '../../db/client.js';
import { periodBalances } from './owed.js';

/** The sum of balances in the club's currency: each lev amount converted at the fixed rate first (ADR 0036). */
export function clubTotal(lines: readonly { balance: number; currency: Currency }[], club: Currency): ClubTotal {
  return lines.reduce<ClubTotal>(
    (total, line) => ({
      currency: club,
      amount: total.amount + convertMinor(line.balance, line.currency, club),
      converted: total.converted + (line.currency === club ? 0 : 1),
    }),
    { currency: club, amount: 0, converted: 0 },
  );
}

/** Everything overdue now, club-wide: the arrears list's total and analytics' unpaid dues. */
export async function overdueTotal(db: Db, now: Date, club: Currency): Promise<ClubTotal & { count: number }> {
  const overdue = (await periodBalances(db, { now })).filter((l) => l.overdue);
  return { ...clubTotal(overdue, club), count: new Set(overdue.map((l) => l.parentId)).size };
}
