import type { ArrearsFamily } from '@swim/shared/api/arrears';
import { pickText } from '@swim/shared/localized-text';
import { BellRing, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { ArrearsNoteDialog } from './arrears-note-dialog';
import { ArrearsPeriodRow } from './arrears-period-row';
import { ArrearsReminderDialog } from './arrears-reminder-dialog';
import { ClubTotalAmount } from './money-totals';

const LINK = 'inline-flex min-h-11 min-w-0 items-center gap-1.5 text-ocean-800 hover:underline [&_svg]:shrink-0';

/** When the family was last reminded and by whom, or that nobody has yet. */
function LastReminder({ reminder }: { reminder: ArrearsFamily['lastReminder'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!reminder) return <>{t('arrears.family.noReminder')}</>;
  const date = formatDate(reminder.sentAt, language, 'd MMMM yyyy, HH:mm');
  return (
    <time dateTime={reminder.sentAt}>
      {reminder.automatic
        ? t('arrears.family.lastReminderAutomatic', { date })
        : reminder.sentBy
          ? t('arrears.family.lastReminder', { date, name: pickText(reminder.sentBy, language) })
          : t('arrears.family.lastReminderUnsigned', { date })}
    </time>
  );
}

/** A family behind with payments: who to call, every overdue month, the last reminder, the notes and the actions. */
export function ArrearsFamilyCard({ family }: { family: ArrearsFamily }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = pickText(family.parentName, language);
  const notes = [...family.notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <li className="flex min-w-0 flex-col gap-4 rounded-(--radius-card) border border-sand-200 bg-white p-4 shadow-card sm:p-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 className="text-lg font-semibold break-words text-ink">{name}</h3>
          <ul aria-label={t('arrears.family.contacts', { name })} className="flex flex-wrap gap-x-5 text-sm">
            <li className="min-w-0">
              <a className={LINK} href={`mailto:${family.email}`}>
                <Mail aria-hidden="true" className="size-4" />
                <span className="break-all">{family.email}</span>
              </a>
            </li>
            {family.phone ? (
              <li>
                <a className={LINK} href={`tel:${family.phone.replace(/[^+\d]/g, '')}`}>
                  <Phone aria-hidden="true" className="size-4" />
                  <span className="whitespace-nowrap">{family.phone}</span>
                </a>
              </li>
            ) : null}
          </ul>
        </div>
        <div className="flex flex-col sm:items-end sm:text-right">
          <span className="text-xl font-bold text-ocean-950">
            <ClubTotalAmount total={family.total} />
          </span>
          <span className="text-sm text-ink-muted">{t('arrears.family.oldest', { count: family.daysOverdue })}</span>
        </div>
      </div>

      <ul
        aria-label={t('arrears.family.periodsLabel', { name })}
        className="divide-y divide-sand-200 rounded-2xl border border-sand-200"
      >
        {family.periods.map((period) => (
          <ArrearsPeriodRow
            key={`${period.enrollmentId}:${period.billingPeriod}`}
            parentId={family.parentId}
            period={period}
          />
        ))}
      </ul>

      <p className="flex items-start gap-2 text-sm text-ink-muted">
        <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <LastReminder reminder={family.lastReminder} />
      </p>

      {notes.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-ink">{t('arrears.family.notes')}</h4>
          <ul className="flex flex-col gap-2">
            {notes.map((note) => (
              <li key={note.id} className="rounded-xl bg-sand-100 px-3 py-2 text-sm">
                <p className="break-words whitespace-pre-line text-ink">{note.body}</p>
                <p className="mt-1 text-xs text-ink-muted">
                  <time dateTime={note.createdAt}>
                    {note.author
                      ? t('arrears.family.noteMeta', {
                          name: pickText(note.author, language),
                          date: formatDate(note.createdAt, language, 'd MMMM yyyy, HH:mm'),
                        })
                      : formatDate(note.createdAt, language, 'd MMMM yyyy, HH:mm')}
                  </time>
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <ArrearsNoteDialog family={family} />
        <ArrearsReminderDialog family={family} />
      </div>
    </li>
  );
}
