// The make-up guests of a date on the attendance tab (issue 26): children of other groups booked into this session
// with a credit, apart from the regulars, with what a coach needs at the poolside and a present/absent mark.
import type { RosterGuest } from '@swim/shared/api/sessions';
import { ageOn } from '@swim/shared/class-fit';
import { pickText } from '@swim/shared/localized-text';
import { HeartPulse, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLanguage } from '../../../hooks/use-language';
import { showDestructiveToast } from '../../../lib/toast';
import { useMarkGuest } from '../api/mark-guest';
import { getClubToday } from '../lib/club-dates';
import { MarkButtons } from './mark-buttons';

type GuestStatus = 'present' | 'absent';
const GUEST_STATUSES: readonly GuestStatus[] = ['present', 'absent'];

/** 'tel:' wants the digits and a leading plus only. */
const toTelHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

type GuestCardProps = { guest: RosterGuest; pending: GuestStatus | null; onMark: (status: GuestStatus) => void };

function GuestCard({ guest, pending, onMark }: GuestCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts = [
    t('instructor.roster.age', { count: ageOn(guest.birthDate, getClubToday()) }),
    guest.homeClassTitle
      ? t('instructorSessions.guests.from', { title: pickText(guest.homeClassTitle, language) })
      : null,
    t('instructorSessions.guests.at', { time: guest.startTime }),
  ].filter((fact): fact is string => fact !== null);
  return (
    <li className="flex flex-col gap-3 rounded-(--radius-card) border border-ocean-200 bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-lg font-semibold break-words text-ink">{guest.fullName}</p>
        <Badge tone="lagoon">{t('instructorSessions.guests.label')}</Badge>
      </div>
      <p className="text-sm text-ink-muted">{facts.join(' · ')}</p>
      {guest.medicalNotes ? (
        <div
          role="note"
          className="flex gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <HeartPulse aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p className="break-words">
            <span className="font-semibold">{t('instructor.roster.medical')}: </span>
            {guest.medicalNotes}
          </p>
        </div>
      ) : null}
      <div className="flex flex-col gap-1 text-sm">
        <span className="text-ink-muted">{t('instructorSessions.guests.emergency')}</span>
        <span className="font-medium break-words text-ink">{guest.emergencyContact}</span>
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Button asChild variant="outline" size="lg" className="w-full">
          <a
            href={toTelHref(guest.emergencyPhone)}
            aria-label={t('instructorSessions.guests.callEmergency', {
              name: guest.emergencyContact,
              phone: guest.emergencyPhone,
            })}
          >
            <Phone aria-hidden="true" />
            {guest.emergencyPhone}
          </a>
        </Button>
        {guest.parentPhone && guest.parentPhone !== guest.emergencyPhone ? (
          <Button asChild variant="outline" size="lg" className="w-full">
            <a
              href={toTelHref(guest.parentPhone)}
              aria-label={t('instructorSessions.guests.callParent', { name: guest.fullName, phone: guest.parentPhone })}
            >
              <Phone aria-hidden="true" />
              {t('instructorSessions.guests.parent')}: {guest.parentPhone}
            </a>
          </Button>
        ) : null}
      </div>
      <MarkButtons
        label={t('instructorSessions.guests.markFor', { name: guest.fullName })}
        statuses={GUEST_STATUSES}
        current={pending ?? guest.attendance}
        saving={pending !== null}
        onMark={onMark}
      />
    </li>
  );
}

/** The guests of the date with their marks; nothing at all when nobody booked a make-up into it. */
export function MakeupGuests({ classId, guests }: { classId: string; guests: RosterGuest[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mark = useMarkGuest();
  const [pending, setPending] = useState<Record<string, GuestStatus>>({});
  const titleId = useId();
  if (guests.length === 0) return null;

  async function markGuest(guest: RosterGuest, status: GuestStatus) {
    setPending((current) => ({ ...current, [guest.bookingId]: status }));
    try {
      await mark.mutateAsync({ classId, bookingId: guest.bookingId, status });
    } catch (error) {
      showDestructiveToast(t('instructorSessions.guests.saveFailed', { name: guest.fullName }), errorText(error));
    } finally {
      setPending(({ [guest.bookingId]: _done, ...rest }) => rest);
    }
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="text-lg font-semibold text-ocean-950">
          {t('instructorSessions.guests.title')}
        </h3>
        <p className="text-sm text-ink-muted">{t('instructorSessions.guests.intro')}</p>
      </div>
      <ul aria-labelledby={titleId} className="grid gap-3 lg:grid-cols-2">
        {guests.map((guest) => (
          <GuestCard
            key={guest.bookingId}
            guest={guest}
            pending={pending[guest.bookingId] ?? null}
            onMark={(status) => void markGuest(guest, status)}
          />
        ))}
      </ul>
    </section>
  );
}
