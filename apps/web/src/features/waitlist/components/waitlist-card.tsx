// The dashboard's waiting lists (issue 28): each child waiting for a full class with its place in line, and a place
// held for one of them above everything else, with "Take the place" and "Give it up". Nothing shows without a list.
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../hooks/use-error-text';
import { useFamilyWaitlist } from '../api/get-family-waitlist';
import { WaitlistEntryCard } from './waitlist-entry-card';

/** The family's children on waiting lists, offers first; renders nothing while loading or when nobody waits. */
export function WaitlistCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const waitlist = useFamilyWaitlist();
  if (waitlist.isPending) return null;
  if (waitlist.isError) {
    return (
      <PageSection id="dashboard-waitlist" title={t('waitlist.card.title')}>
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-900">
          {errorText(waitlist.error)}
          <Button size="sm" variant="outline" onClick={() => void waitlist.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('actions.retry')}
          </Button>
        </div>
      </PageSection>
    );
  }
  if (waitlist.data.length === 0) return null;
  // A held place has a deadline: it comes first, the soonest first; then the lists by place in line.
  const entries = [...waitlist.data].sort(
    (a, b) =>
      Number(b.offer !== null) - Number(a.offer !== null) ||
      (a.offer && b.offer ? a.offer.expiresAt.localeCompare(b.offer.expiresAt) : a.position - b.position),
  );
  return (
    <PageSection id="dashboard-waitlist" title={t('waitlist.card.title')} lead={t('waitlist.card.lead')}>
      <ul className="grid items-start gap-5 md:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.id} className="flex">
            <WaitlistEntryCard entry={entry} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
