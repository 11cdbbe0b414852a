import { pickText } from '@swim/shared/localized-text';
import { LayoutDashboard, ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { useHeldForText } from '../hooks/use-held-for-text';
import { useWizardClasses } from '../hooks/use-wizard-classes';
import type { JoinedWaitlist } from '../hooks/wizard-reducer';
import { StepFrame } from './wizard-frame';

/** The end of a flow for a full class: the child's place in line, and what the family will see when a place frees. */
export function WaitlistJoinedStep({ joined }: { joined: JoinedWaitlist }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const heldFor = useHeldForText();
  const classes = useWizardClasses();
  const option = classes.data?.find((candidate) => candidate.id === joined.classId);
  const words = { name: joined.childName, class: option ? pickText(option.title, language) : '' };
  return (
    <StepFrame headingId="wizard-joined-title" title={t('waitlist.joined.title', words)} focusOnMount>
      <p role="status" className="flex items-center gap-3 text-lg font-semibold text-ocean-950">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-lagoon-50 text-lagoon-700">
          <ListOrdered aria-hidden="true" className="size-6" />
        </span>
        {t(option ? 'waitlist.joined.position' : 'waitlist.joined.positionNoClass', {
          ...words,
          position: joined.position,
        })}
      </p>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-ink-muted">
        <li>{t('waitlist.join.howOffer')}</li>
        <li>{t('waitlist.join.howHeld', { heldFor, name: joined.childName })}</li>
        <li>{t('waitlist.joined.leaveHint')}</li>
      </ul>
      <div className="flex flex-wrap gap-3 border-t border-sand-200 pt-6">
        <Button asChild size="lg">
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" />
            {t('waitlist.joined.toDashboard')}
          </Link>
        </Button>
      </div>
    </StepFrame>
  );
}
