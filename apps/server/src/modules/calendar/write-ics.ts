// Writes a feed as RFC 5545 text with ical-generator: one VTIMEZONE for the club's zone (its rules from
// @touch4it/ical-timezones), every event in the club's wall-clock time with that TZID, and DTSTAMP/LAST-MODIFIED in
// UTC. The calendar itself carries no default zone: with one, the library would write DTSTAMP without its UTC 'Z'.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';

/** How often a subscribed calendar app should read the feed again. */
export const REFRESH_SECONDS = 3 * 3600;

export type CalendarEvent = {
  /** Stable per dated session and swimmer (or class), so a calendar app updates an event rather than adding one. */
  uid: string;
  /** When it takes place, in the club's calendar ('YYYY-MM-DD', 'HH:MM'). */
  onDate: string;
  atTime: string;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  url: string | null;
  cancelled: boolean;
  sequence: number;
  lastModified: Date;
};

/**
 * A club wall-clock time as a Date whose UTC fields read it. The event's TZID says which zone it is in: ical-generator
 * writes a TZID'd time from these fields, whatever the server's own zone.
 */
const wallClock = (date: string, time: string, plusMinutes = 0): Date =>
  new Date(Date.parse(`${date}T${time}:00.000Z`) + plusMinutes * 60_000);

/** The feed's text: name, description and refresh interval, the club's VTIMEZONE, then the events. */
export function writeIcs(feed: {
  name: string;
  description: string;
  events: readonly CalendarEvent[];
  now: Date;
}): string {
  const calendar = ical({
    name: feed.name,
    description: feed.description,
    prodId: { company: 'swim-club', product: 'calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // No default zone (see above); the generator writes the VTIMEZONE of every zone the events name.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
  });
  for (const event of feed.events) {
    calendar.createEvent({
      id: event.uid,
      start: wallClock(event.onDate, event.atTime),
      end: wallClock(event.onDate, event.atTime, event.durationMinutes),
      timezone: CLUB_TIME_ZONE,
      stamp: feed.now,
      lastModified: event.lastModified,
      sequence: event.sequence,
      summary: event.summary,
      description: event.description,
      location: event.location,
      url: event.url,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      // A cancelled session leaves the time free.
      transparency: event.cancelled ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
    });
  }
  return calendar.toString();
}
