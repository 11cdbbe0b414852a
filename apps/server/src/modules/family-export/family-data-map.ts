// Which rows of which table belong to a family, declared once (issue 29 item 3): the export reads every table here, and
// a test fails when a table of the database is neither here nor in NO_FAMILY_DATA with its reason. A new table is one
// entry. A family is an account and its children (an athlete's own child record counts as theirs); rows reached by
// email (guest orders, contact messages, trial bookings) only once the account's email is verified, as the access
// policy reaches them. Rows are read with to_jsonb, so dates are ISO and money stays integer cents beside its currency.
import { type SQL, sql } from 'drizzle-orm';

/** Whose data: the account's id, and its email when verified (else nothing is reached by email). */
export type FamilyScope = { userId: string; verifiedEmail: string | null };

export type TableBelonging = {
  /** How a row belongs to the family, for a reader of this map. */
  via: string;
  /** The condition on the table (aliased `t`) that picks the family's rows. */
  where: (f: FamilyScope) => SQL;
  /** Secrets and internals left out (password hashes, tokens, link secrets, stored files). */
  omit?: readonly string[];
  /** The row as exported, when it is not the row minus `omit` (a pick, or a join for readability). */
  shape?: SQL;
};

const byEmail = (f: FamilyScope, column: string): SQL =>
  f.verifiedEmail ? sql`(t.user_id is null and lower(t.${sql.raw(column)}) = ${f.verifiedEmail})` : sql`false`;

/** The family's children: the account's own, and the child record an athlete account is linked to. */
const kids = (f: FamilyScope) =>
  sql`(select c.id from children c where c.parent_id = ${f.userId}
    or c.id in (select a.child_id from athlete_accounts a where a.user_id = ${f.userId} and a.child_id is not null))`;
const ofKids = (f: FamilyScope) => sql`t.child_id in ${kids(f)}`;
const familyPayments = (f: FamilyScope) => sql`(select p.id from payments p where p.parent_id = ${f.userId})`;
const familyOrders = (f: FamilyScope) =>
  sql`(select o.id from orders o where o.user_id = ${f.userId} ${
    f.verifiedEmail ? sql`or (o.user_id is null and lower(o.email) = ${f.verifiedEmail})` : sql``
  })`;
const familyRefunds = (f: FamilyScope) =>
  sql`(select r.id from refunds r where r.payment_id in ${familyPayments(f)} or r.order_id in ${familyOrders(f)})`;
const ownRow = (f: FamilyScope) => sql`t.user_id = ${f.userId}`;

export const FAMILY_TABLES = {
  users: { via: 'the account itself', where: (f) => sql`t.id = ${f.userId}` },
  accounts: {
    via: 'the account’s sign-in methods (provider names only)',
    where: ownRow,
    shape: sql`jsonb_build_object('provider', t.provider_id, 'created_at', t.created_at)`,
  },
  sessions: {
    via: 'the account’s signed-in devices (no session tokens)',
    where: ownRow,
    shape: sql`jsonb_build_object('created_at', t.created_at, 'expires_at', t.expires_at,
      'ip_address', t.ip_address, 'user_agent', t.user_agent)`,
  },
  children: { via: 'children of the account', where: (f) => sql`t.id in ${kids(f)}` },
  skill_level_history: { via: 'a family child', where: ofKids },
  enrollments: {
    via: 'a family child (with the class title)',
    where: ofKids,
    shape: sql`to_jsonb(t) || jsonb_build_object('class_title', (select c.title from classes c where c.id = t.class_id))`,
  },
  attendance: { via: 'a family child', where: ofKids },
  assessments: { via: 'a family child', where: ofKids },
  assessment_scores: {
    via: 'an assessment of a family child',
    where: (f) => sql`t.assessment_id in (select a.id from assessments a where a.child_id in ${kids(f)})`,
  },
  achievements: { via: 'a family child', where: ofKids },
  performance_records: { via: 'a family child', where: ofKids },
  absences: { via: 'a family child', where: ofKids },
  makeup_credits: { via: 'a family child', where: ofKids },
  makeup_bookings: { via: 'a family child', where: ofKids },
  session_carry_overs: {
    via: 'an enrollment of a family child',
    where: (f) => sql`t.enrollment_id in (select e.id from enrollments e where e.child_id in ${kids(f)})`,
  },
  waitlist_entries: { via: 'a family child', where: ofKids },
  waitlist_offers: { via: 'a family child', where: ofKids, omit: ['token_hash'] },
  trial_bookings: {
    via: 'linked to the account, or booked with its verified email',
    where: (f) => sql`(${ownRow(f)} or ${byEmail(f, 'email')})`,
    omit: ['token_hash'],
  },
  payments: { via: 'paid by the account', where: (f) => sql`t.parent_id = ${f.userId}` },
  refunds: {
    via: 'a refund of a family payment or order',
    where: (f) => sql`t.id in ${familyRefunds(f)}`,
  },
  closure_refunds: {
    via: 'a closed month’s share given back from a family payment',
    where: (f) => sql`t.payment_id in ${familyPayments(f)}`,
  },
  subscriptions: { via: 'the account’s subscriptions', where: (f) => sql`t.parent_id = ${f.userId}` },
  kindergarten_bills: { via: 'a family child', where: ofKids },
  payment_write_offs: { via: 'the account’s written-off periods', where: (f) => sql`t.parent_id = ${f.userId}` },
  payment_reminders: { via: 'reminders sent to the account', where: (f) => sql`t.parent_id = ${f.userId}` },
  arrears_notes: { via: 'the club’s notes on the account’s arrears', where: (f) => sql`t.parent_id = ${f.userId}` },
  invoices: {
    via: 'invoices and credit notes about a family payment, order or refund (the issued PDF stays with the club)',
    where: (f) => sql`(t.payment_id in ${familyPayments(f)} or t.order_id in ${familyOrders(f)}
      or t.refund_id in ${familyRefunds(f)}
      or t.corrects_id in (select i.id from invoices i where i.payment_id in ${familyPayments(f)}
        or i.order_id in ${familyOrders(f)}))`,
    omit: ['pdf'],
  },
  orders: {
    via: 'placed by the account, or as a guest with its verified email',
    where: (f) => sql`t.id in ${familyOrders(f)}`,
  },
  order_items: { via: 'an order of the family', where: (f) => sql`t.order_id in ${familyOrders(f)}` },
  contact_messages: {
    via: 'sent by the account, or with its verified email',
    where: (f) => sql`(${ownRow(f)} or ${byEmail(f, 'email')})`,
  },
  contact_replies: {
    via: 'the club’s replies to a family message',
    where: (f) =>
      sql`t.message_id in (select m.id from contact_messages m where m.user_id = ${f.userId} ${
        f.verifiedEmail ? sql`or (m.user_id is null and lower(m.email) = ${f.verifiedEmail})` : sql``
      })`,
  },
  email_outbox: {
    via: 'mail sent to the account’s address (subjects only: bodies carry sign-in and payment links)',
    where: (f) => (f.verifiedEmail ? sql`lower(t.to_address) = ${f.verifiedEmail}` : sql`false`),
    shape: sql`jsonb_build_object('id', t.id, 'subject', t.subject, 'kind', t.kind, 'created_at', t.created_at, 'sent_at', t.sent_at)`,
  },
  notice_preferences: { via: 'the account’s notice settings', where: ownRow },
  notice_deliveries: {
    via: 'notices sent to the account',
    where: ownRow,
    shape: sql`jsonb_build_object('id', t.id, 'kind', t.kind, 'channel', t.channel, 'payload', t.payload,
      'created_at', t.created_at, 'sent_at', t.sent_at)`,
  },
  push_subscriptions: {
    via: 'the account’s devices for push notices (the push service’s host only)',
    where: ownRow,
    shape: sql`jsonb_build_object('id', t.id, 'endpoint_host', substring(t.endpoint from '^[a-z]+://([^/:]+)'),
      'user_agent', t.user_agent, 'created_at', t.created_at, 'last_success_at', t.last_success_at)`,
  },
  calendar_feeds: {
    via: 'the account’s calendar address (without its secret)',
    where: ownRow,
    shape: sql`jsonb_build_object('created_at', t.created_at)`,
  },
  consents: {
    via: 'given for a family child or by the athlete for themself (full history)',
    where: (f) => sql`(t.child_id in ${kids(f)} or t.athlete_id = ${f.userId})`,
  },
  media_children: {
    via: 'gallery items a family child is tagged in',
    where: ofKids,
    shape: sql`jsonb_build_object('child_id', t.child_id, 'tagged_at', t.tagged_at, 'media',
      (select jsonb_build_object('id', m.id, 'type', m.type, 'title', m.title, 'url', m.url)
        from media m where m.id = t.media_id))`,
  },
  athlete_accounts: { via: 'the account’s athlete record', where: ownRow },
  athlete_goals: { via: 'the athlete’s goals', where: (f) => sql`t.athlete_id = ${f.userId}` },
  athlete_profiles: { via: 'the athlete’s public profile', where: ownRow },
  coach_profiles: { via: 'the coach’s public profile', where: ownRow },
  data_exports: { via: 'the account’s exports', where: ownRow, omit: ['token_hash', 'file_key'] },
  erasure_requests: {
    via: 'the account’s erasure requests',
    where: (f) => sql`(${ownRow(f)} or t.child_id in ${kids(f)})`,
  },
  audit_log: {
    via: 'entries about the account or one of the family’s records (by the record’s id)',
    where: (f) => sql`t.entity_id in (${familyIds(f)})`,
  },
} satisfies Record<string, TableBelonging>;

export type FamilyTable = keyof typeof FAMILY_TABLES;

/** The tables whose rows have an id the audit log may name (entity_id). */
const AUDITED: FamilyTable[] = [
  'children',
  'enrollments',
  'attendance',
  'assessments',
  'achievements',
  'performance_records',
  'absences',
  'makeup_credits',
  'makeup_bookings',
  'session_carry_overs',
  'waitlist_entries',
  'waitlist_offers',
  'trial_bookings',
  'payments',
  'refunds',
  'subscriptions',
  'kindergarten_bills',
  'payment_write_offs',
  'invoices',
  'orders',
  'contact_messages',
  'consents',
  'athlete_goals',
  'athlete_profiles',
  'data_exports',
  'erasure_requests',
];

/** Every id of the family's records, as text (the account's id first). */
function familyIds(f: FamilyScope): SQL {
  const parts = AUDITED.map(
    (table) => sql`select t.id::text from ${sql.identifier(table)} t where ${FAMILY_TABLES[table].where(f)}`,
  );
  return sql.join([sql`select ${f.userId}::text`, ...parts], sql` union all `);
}

/** The tables that hold nothing about a family, each with the reason (the map test reads this). */
export const NO_FAMILY_DATA: Record<string, string> = {
  verifications: 'short-lived secrets of sign-in and verification links, deleted once used or expired',
  locations: 'the club’s pools and kindergartens',
  classes: 'the club’s classes (a family’s enrollments carry the class title)',
  class_sessions: 'the classes’ weekly times',
  closures: 'the club’s closed days',
  session_changes: 'cancelled or moved sessions of a class, for every family in it',
  progress_metrics: 'the catalog of assessment metrics',
  products: 'the shop’s catalog (an order’s items copy name and price)',
  news: 'the club’s news',
  media: 'the gallery (the items a child is tagged in are exported with the tag)',
  club_settings: 'the club’s own settings',
  payment_number_counters: 'the last payment number per year',
  invoice_number_counter: 'the last invoice number',
  provider_events: 'the card provider’s event ids and types, kept to process each once',
  reconciliation_runs: 'counts of the nightly comparison with the card provider',
  reconciliation_mismatches: 'the club’s bookkeeping differences with the provider (the payment itself is exported)',
  test_provider_objects: 'the built-in test card provider’s stand-in records (development and tests only)',
  data_versions: 'change counters of public read caches',
  family_versions: 'a change counter per family for cached screens, with no content',
  server_keys: 'the server’s own keys (push)',
};
