// session_changed: sessions of a family's children closed, cancelled, moved or back on after all (issue 26). The mail
// is the one families have had since the closures work (outbox kind 'session-notice', session-notice-mail.ts); the
// push names the first session and how many more.
import type { Language } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized';
import {
  type NoticeEvent,
  type NoticeItem,
  sessionNoticeMail,
  sessionNoticeSubject,
} from '../../sessions/session-notice-mail.js';
import type { NoticeMessage } from '../notice-service.js';
import { formatDayTime, type NoticeSite, signature } from './kit.js';

export type SessionChangedData = {
  site: NoticeSite;
  parentName: string;
  event: NoticeEvent;
  /** Every affected session of the family's children, soonest first (at least one). */
  items: readonly NoticeItem[];
};

const MORE: Record<Language, (n: number) => string> = {
  bg: (n) => `и още ${n}`,
  en: (n) => `and ${n} more`,
  ru: (n) => `и ещё ${n}`,
};

export function sessionChangedMessage(data: SessionChangedData, language: Language): NoticeMessage {
  const mail = sessionNoticeMail({
    to: '',
    language,
    parentName: data.parentName,
    event: data.event,
    items: data.items,
    clubName: signature(data.site, language),
  });
  const [first] = data.items;
  const at = first ? (first.change === 'restored' && first.now ? first.now : first.was) : null;
  const head =
    first && at
      ? `${first.childName} – ${pickText(first.classTitle, language)}: ${formatDayTime(at.date, at.time, language)}`
      : '';
  const more = data.items.length > 1 ? ` ${MORE[language](data.items.length - 1)}` : '';
  return {
    subject: mail.subject,
    text: mail.text,
    mailKind: mail.kind,
    push: { title: sessionNoticeSubject(data.event, language), body: `${head}${more}`, url: '/dashboard' },
  };
}
