// An account's secret calendar address: read, made or replaced (a new random token; the old address stops at once),
// turned off, and found again by its token. The token is the only thing that grants reading the feed, so it is
// 32 random bytes and is looked up through its unique index, never compared in a loop.
import { randomBytes } from 'node:crypto';
import { type CalendarFeed, calendarScopeOf } from '@swim/shared/api/calendar';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { athleteAccounts, calendarFeeds, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../access/access-policy.js';
import type { FeedOwner } from './calendar-feed.js';

/** base64url of 32 bytes: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const feedUrlOf = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}.ics`;

/** The actor's own address, or none yet. */
export async function readCalendarAddress(db: Db, actor: Actor, publicUrl: string): Promise<CalendarFeed> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, actor.id));
  return {
    url: row ? feedUrlOf(publicUrl, row.token) : null,
    createdAt: row ? row.createdAt.toISOString() : null,
    scope: calendarScopeOf(actor.role),
  };
}

/** Makes the actor's address, or replaces it: the previous one answers 404 from this moment. */
export async function renewCalendarAddress(db: Db, actor: Actor, publicUrl: string): Promise<CalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  const row = await db.transaction(async (tx) => {
    const [written] = await tx
      .insert(calendarFeeds)
      .values({ userId: actor.id, token })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: sql`now()` } })
      .returning();
    // Who made a new address and when (never the token: the log is not a way to read someone's calendar).
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'calendar.address_created',
      entityType: 'user',
      entityId: actor.id,
    });
    return written;
  });
  if (!row) throw new Error('calendar address not written');
  return {
    url: feedUrlOf(publicUrl, row.token),
    createdAt: row.createdAt.toISOString(),
    scope: calendarScopeOf(actor.role),
  };
}

/** Turns the actor's address off (nothing to do when there is none). */
export async function removeCalendarAddress(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(calendarFeeds)
      .where(eq(calendarFeeds.userId, actor.id))
      .returning({ userId: calendarFeeds.userId });
    if (removed.length > 0) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'calendar.address_removed',
        entityType: 'user',
        entityId: actor.id,
      });
    }
  });
}

/**
 * Whose feed a token opens, or null: an unknown, revoked or malformed token, or an athlete no longer approved. The
 * caller answers all of these alike.
 */
export async function findFeedOwner(db: Db, token: string): Promise<FeedOwner | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({
      userId: users.id,
      role: users.role,
      language: users.preferredLanguage,
      approved: athleteAccounts.approved,
      swimmerId: athleteAccounts.childId,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .leftJoin(athleteAccounts, eq(athleteAccounts.userId, users.id))
    .where(eq(calendarFeeds.token, token))
    .limit(1);
  if (!row || (row.role === 'athlete' && !row.approved)) return null;
  return { userId: row.userId, role: row.role, language: row.language, swimmerId: row.swimmerId ?? null };
}
