// "This amount in the club's currency", written once for every total across the changeover (analytics, the payment
// summary cards, the exports): an amount in the other currency is converted at Bulgaria's fixed rate and rounded half
// away from zero to the cent, per amount, before anything adds it up (issue 24). PostgreSQL's round() on numeric rounds
// half away from zero and numeric arithmetic is exact, so this is what convertMinor computes in packages/shared.
import type { Currency } from '@swim/shared/enums';
import { BGN_PER_EUR } from '@swim/shared/money';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// Written into the SQL, not bound: a parameter per use would make GROUP BY and FILTER see different expressions.
const RATE = sql.raw(BGN_PER_EUR.toFixed(5));
const literal = (currency: Currency) => sql.raw(`'${currency === 'EUR' ? 'EUR' : 'BGN'}'`);

/** True (in SQL) when `currency` is not the club's: the amount is converted in a club total. */
export function isConverted(currency: SQLWrapper, club: Currency): SQL<boolean> {
  return sql<boolean>`(${currency} <> ${literal(club)})`;
}

/** `amount` (minor units in `currency`) in minor units of the club's currency, as a numeric SQL expression. */
export function inClubCurrency(amount: SQLWrapper, currency: SQLWrapper, club: Currency): SQL<string> {
  const converted =
    club === 'EUR' ? sql`round(${amount}::numeric / ${RATE})` : sql`round(${amount}::numeric * ${RATE})`;
  return sql<string>`(case when ${isConverted(currency, club)} then ${converted} else ${amount}::numeric end)`;
}
