// Reads a feed back with an independent parser (ical.js), the way a calendar app does: the club's zone comes only from
// the feed's own VTIMEZONE (ical.js knows no zones but UTC), so a missing or wrong VTIMEZONE shows as a wrong instant.
import ICAL from 'ical.js';

export type ParsedEvent = {
  uid: string;
  summary: string;
  /** The wall-clock start as written, 'YYYY-MM-DD HH:MM', and the zone it names. */
  local: string;
  tzid: string;
  /** The instant it starts and ends, as the parser computes them from the VTIMEZONE. */
  startsAt: string;
  endsAt: string;
  status: string | null;
  description: string;
  location: string;
  sequence: number;
};

export type ParsedFeed = {
  name: string | null;
  refresh: string | null;
  timeZones: string[];
  events: ParsedEvent[];
};

/** Parses ICS text; throws when it is not a calendar. */
export function readFeed(text: string): ParsedFeed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== 'vcalendar') throw new Error(`not a calendar: ${calendar.name}`);
  ICAL.TimezoneService.reset();
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const start = event.startDate;
    return {
      uid: event.uid,
      summary: event.summary,
      local: start.toString().slice(0, 16).replace('T', ' '),
      tzid: String(component.getFirstProperty('dtstart')?.getParameter('tzid') ?? ''),
      startsAt: start.toJSDate().toISOString(),
      endsAt: event.endDate.toJSDate().toISOString(),
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      description: event.description ?? '',
      location: event.location ?? '',
      sequence: event.sequence,
    };
  });
  return {
    name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? null,
    refresh: String(calendar.getFirstPropertyValue('refresh-interval') ?? '') || null,
    timeZones: zones.map((z) => String(z.getFirstPropertyValue('tzid'))),
    events: events.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.summary.localeCompare(b.summary)),
  };
}
