// The secret calendar address (issue 27 item 5): an ICS feed a family adds to Google Calendar or the phone's calendar,
// with the children's dated sessions; coaches get their classes', admins every class's. Knowing the address is what
// grants reading it, so a new address (or turning it off) is how it is revoked.
import { z } from 'zod';
import type { Role } from '../enums.js';

/** How far ahead the feed lists sessions, from today in the club's calendar. */
export const CALENDAR_WEEKS = 8;

/**
 * What an account's feed holds: 'family' its own children's sessions and make-ups, 'swimmer' an athlete's own,
 * 'coach' the sessions of the classes they coach (and their own children's), 'club' every active class's (and their
 * own children's).
 */
export const CALENDAR_SCOPES = ['family', 'swimmer', 'coach', 'club'] as const;
export type CalendarScope = (typeof CALENDAR_SCOPES)[number];

/** The feed an account of this role gets. */
export const calendarScopeOf = (role: Role): CalendarScope =>
  role === 'admin' ? 'club' : role === 'instructor' ? 'coach' : role === 'athlete' ? 'swimmer' : 'family';

export const calendarFeedSchema = z.object({
  /** The address (absolute, https or http, ending in .ics); null while the account has none. */
  url: z.string().nullable(),
  /** When this address was made (ISO instant); null without one. */
  createdAt: z.string().nullable(),
  scope: z.enum(CALENDAR_SCOPES),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The same address for a calendar app that subscribes: webcal:// in place of http(s)://. */
export const webcalUrlOf = (url: string): string => url.replace(/^https?:\/\//, 'webcal://');

/** Google Calendar's "add by URL" page for a feed (it takes the webcal address as `cid`). */
export const googleCalendarUrlOf = (url: string): string =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrlOf(url))}`;
