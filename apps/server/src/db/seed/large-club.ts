// A large club for the benchmark (issue 13): per child one parent in two, an enrollment, ten attendance records
// and five payments, with the classes, coaches and pools they need. Set-based SQL, so 10,000 children take seconds.
// Never part of the demo seed; `npm run bench` calls it. Children are numbered, so it can grow a club in steps.
import type { Currency } from '@swim/shared/enums';
import { DEFAULT_CURRENCY } from '@swim/shared/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';

export type LargeClubStep = {
  /** Children numbered from `from` to `to` (inclusive) are added, with their parents, classes and records. */
  from: number;
  to: number;
  /** Sign-in password hash copied from this existing account, so the benchmark can sign in as generated people. */
  passwordFrom: string;
  /** The currency the club prices in (the demo's default: euro). */
  currency?: Currency;
};

export const LARGE_CLUB_CHILDREN_PER_CLASS = 14;
export const LARGE_CLUB_CHILDREN_PER_COACH = 250;
const POOLS = 5;

/** Our own whole numbers, written into the SQL (a bound parameter leaves generate_series' type open). */
const int = (value: number) => sql.raw(String(Math.trunc(value)));

/** The email of the n-th generated parent or coach (the benchmark signs in as number 1). */
export const largeClubEmail = (kind: 'parent' | 'coach', n: number) => `large-${kind}-${n}@bench.delfin-swim.bg`;

/** Adds children `from`..`to` and everything they need, in one transaction. */
export async function seedLargeClub(db: Db, step: LargeClubStep): Promise<void> {
  const { from, to } = step;
  const currency = step.currency ?? DEFAULT_CURRENCY;
  const parents = { from: Math.ceil(from / 2), to: Math.ceil(to / 2) };
  const classes = {
    from: Math.ceil(from / LARGE_CLUB_CHILDREN_PER_CLASS),
    to: Math.ceil(to / LARGE_CLUB_CHILDREN_PER_CLASS),
  };
  const coaches = {
    from: Math.ceil(from / LARGE_CLUB_CHILDREN_PER_COACH),
    to: Math.ceil(to / LARGE_CLUB_CHILDREN_PER_COACH),
  };
  await db.transaction(async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    await run(sql`
      insert into locations (name, type, address)
      select jsonb_build_object('bg', 'Голям басейн ' || i, 'en', 'Large pool ' || i), 'pool',
             jsonb_build_object('bg', 'ул. „Водна“ ' || i)
      from generate_series(1, ${int(POOLS)}) i
      where not exists (select 1 from locations where name ->> 'en' = 'Large pool ' || i)`);
    await run(sql`
      insert into users (id, email, full_name, role, email_verified)
      select 'large-' || kind || '-' || i, 'large-' || kind || '-' || i || '@bench.delfin-swim.bg',
             case kind when 'coach' then 'Треньор ' else 'Родител ' end || i,
             case kind when 'coach' then 'instructor' else 'parent' end, true
      from (select 'coach' as kind, i from generate_series(${int(coaches.from)}, ${int(coaches.to)}) i
            union all select 'parent', i from generate_series(${int(parents.from)}, ${int(parents.to)}) i) people
      on conflict do nothing`);
    await run(sql`
      insert into accounts (id, user_id, account_id, provider_id, password)
      select 'large-account-' || u.id, u.id, u.id, 'credential', source.password
      from users u,
           (select a.password from accounts a join users s on s.id = a.user_id
            where lower(s.email) = lower(${step.passwordFrom}) and a.provider_id = 'credential') source
      where u.id like 'large-%' and not exists (select 1 from accounts a where a.user_id = u.id)`);
    await run(sql`
      insert into classes (title, instructor_id, location_id, level, lane, duration_minutes, price_per_class,
                           monthly_price, currency, max_capacity)
      select jsonb_build_object('bg', 'Група ' || i, 'en', 'Group ' || i),
             'large-coach-' || (1 + ((i - 1) * ${int(LARGE_CLUB_CHILDREN_PER_CLASS)}) / ${int(LARGE_CLUB_CHILDREN_PER_COACH)}),
             (select id from locations where name ->> 'en' = 'Large pool ' || (1 + i % ${int(POOLS)})),
             (array['beginner', 'intermediate', 'advanced'])[1 + i % 3], 'Коридор ' || (1 + i % 6), 60, 1000, 8000,
             ${currency}, ${int(LARGE_CLUB_CHILDREN_PER_CLASS + 2)}
      from generate_series(${int(classes.from)}, ${int(classes.to)}) i
      where not exists (select 1 from classes where title ->> 'en' = 'Group ' || i)`);
    await run(sql`
      insert into class_sessions (class_id, day_of_week, start_time)
      select c.id, d.day, make_time(7 + n % 13, 0, 0)
      from classes c
      cross join lateral (select substring(c.title ->> 'en' from 7)::int as n) number
      cross join lateral (values (n % 7), ((n + 3) % 7)) d(day)
      where c.title ->> 'en' like 'Group %' and n between ${int(classes.from)} and ${int(classes.to)}
      on conflict do nothing`);
    await run(sql`
      insert into children (parent_id, full_name, first_name, last_name, birth_date, gender, skill_level,
                            emergency_contact, emergency_phone)
      select 'large-parent-' || ((i + 1) / 2), 'Дете ' || i, 'Child', 'No' || i, date '2010-01-01' + (i * 7) % 4000,
             case when i % 2 = 0 then 'male' else 'female' end, (array['beginner', 'intermediate', 'advanced'])[1 + i % 3],
             'Родител ' || ((i + 1) / 2), '+359 888 000 000'
      from generate_series(${int(from)}, ${int(to)}) i`);
    await run(sql`
      insert into enrollments (child_id, class_id, plan_type, sessions_remaining, active, period_start, starts_on)
      select ch.id, c.id, 'pool_8', 8 - n % 8, n % 10 <> 0, date_trunc('month', now())::date,
             (date_trunc('month', now()) - interval '2 months')::date
      from children ch
      cross join lateral (select substring(ch.last_name from 3)::int as n) number
      join classes c on c.title ->> 'en' = 'Group ' || (1 + (n - 1) / ${int(LARGE_CLUB_CHILDREN_PER_CLASS)})
      where ch.parent_id like 'large-parent-%' and n between ${int(from)} and ${int(to)}`);
    await run(sql`
      insert into attendance (class_id, child_id, date, status, marked_by)
      select e.class_id, e.child_id, current_date - 7 * k,
             (array['present', 'present', 'present', 'absent', 'excused'])[1 + (n + k) % 5], c.instructor_id
      from enrollments e
      join children ch on ch.id = e.child_id
      join classes c on c.id = e.class_id
      cross join lateral (select substring(ch.last_name from 3)::int as n) number
      cross join generate_series(1, 10) k
      where ch.parent_id like 'large-parent-%' and n between ${int(from)} and ${int(to)}`);
    await run(sql`
      insert into payments (parent_id, child_id, enrollment_id, amount, currency, method, kind, billing_period, status,
                            refunded_amount, paid_at, validated_at, created_at)
      select ch.parent_id, ch.id, e.id, 8000, ${currency}, m.method, 'plan',
             to_char(date_trunc('month', now()) - make_interval(months => k), 'YYYY-MM'), s.status,
             case s.status when 'refunded' then 8000 else 0 end,
             case when s.status in ('paid', 'refunded', 'validated') then now() - make_interval(months => k) end,
             case when s.status = 'validated' then now() - make_interval(months => k) end,
             now() - make_interval(months => k)
      from enrollments e
      join children ch on ch.id = e.child_id
      cross join lateral (select substring(ch.last_name from 3)::int as n) number
      cross join generate_series(0, 4) k
      cross join lateral (select (array['card', 'cash', 'bank_transfer'])[1 + (n + k) % 3] as method) m
      cross join lateral (
        select case
          when k = 0 and n % 4 = 0 then 'pending'
          when m.method = 'card' and (n + k) % 17 = 0 then 'failed'
          when m.method = 'card' and (n + k) % 23 = 0 then 'refunded'
          when m.method = 'card' then 'paid'
          else 'validated' end as status) s
      where ch.parent_id like 'large-parent-%' and n between ${int(from)} and ${int(to)}`);
  });
  // A running club's statistics are kept by autovacuum; a bulk load must refresh them itself before it is measured.
  await db.execute(sql`analyze`);
}
