// A class's weekly sessions as an admin edits them: each needs a day and a time, no slot twice, at least one.
// The same rule runs in the web form and again on the server.

/** One row of the sessions editor as typed: the day may still be empty ('' or null), the time too. */
export type SessionDraft = { dayOfWeek?: number | string | null; startTime?: string | null };
export type ClassSession = { dayOfWeek: number; startTime: string };

export type SessionIssueMessage =
  | 'sessionsRequired'
  | 'sessionDayRequired'
  | 'sessionTimeRequired'
  | 'sessionDuplicate';
/** `index` is the row the issue belongs to; null for the list as a whole. */
export type SessionIssue = {
  index: number | null;
  field: 'dayOfWeek' | 'startTime' | null;
  message: SessionIssueMessage;
};

export const MAX_CLASS_SESSIONS = 14;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:00)?$/;

function toDay(value: SessionDraft['dayOfWeek']): number | null {
  if (value === null || value === undefined || value === '') return null;
  const day = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(day) && day >= 0 && day <= 6 ? day : null;
}

function toTime(value: SessionDraft['startTime']): string | null {
  const match = TIME.exec((value ?? '').trim());
  return match ? `${match[1]}:${match[2]}` : null;
}

/** Checks the rows; on success returns them normalised (day 0-6, time HH:MM) in the order given. */
export function checkSessions(
  drafts: readonly SessionDraft[],
): { ok: true; sessions: ClassSession[] } | { ok: false; issues: SessionIssue[] } {
  if (drafts.length === 0) return { ok: false, issues: [{ index: null, field: null, message: 'sessionsRequired' }] };
  const issues: SessionIssue[] = [];
  const sessions: ClassSession[] = [];
  const seen = new Set<string>();
  drafts.forEach((draft, index) => {
    const dayOfWeek = toDay(draft.dayOfWeek);
    const startTime = toTime(draft.startTime);
    if (dayOfWeek === null) issues.push({ index, field: 'dayOfWeek', message: 'sessionDayRequired' });
    if (startTime === null) issues.push({ index, field: 'startTime', message: 'sessionTimeRequired' });
    if (dayOfWeek === null || startTime === null) return;
    const slot = `${dayOfWeek} ${startTime}`;
    if (seen.has(slot)) issues.push({ index, field: 'startTime', message: 'sessionDuplicate' });
    seen.add(slot);
    sessions.push({ dayOfWeek, startTime });
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, sessions };
}
