import { ArrowLeft, ArrowRight, CircleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useWizard } from '../hooks/use-wizard';

type StepFrameProps = {
  headingId: string;
  title: string;
  lead?: string;
  /** Moves focus to the heading, so screen reader and keyboard users land on the new step. */
  focusOnMount?: boolean;
  children: ReactNode;
};

/** One step of a flow: its heading, its content and its buttons. */
export function StepFrame({ headingId, title, lead, focusOnMount = false, children }: StepFrameProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-(--radius-card) border border-sand-200 bg-white p-5 shadow-card sm:p-8"
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-28 text-2xl font-bold text-ocean-950 outline-none"
      >
        {title}
      </h2>
      {lead ? <p className="mt-2 text-ink-muted">{lead}</p> : null}
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </section>
  );
}

/** A message under a step's choices, read out as soon as it appears. */
export function StepError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex items-start gap-2 text-sm font-semibold text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

type WizardNavProps = {
  onNext?: () => void;
  /** The id of a form whose submit button 'Next' is. */
  form?: string;
  nextLabel?: string;
  nextIcon?: ReactNode;
  busy?: boolean;
};

/** Back and Next; Back keeps every answer. */
export function WizardNav({ onNext, form, nextLabel, nextIcon, busy = false }: WizardNavProps) {
  const { t } = useTranslation();
  const { state, dispatch } = useWizard();
  const first = state.steps.indexOf(state.step) === 0;
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-sand-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
      {first ? (
        <span className="hidden sm:block" />
      ) : (
        <Button variant="outline" size="lg" onClick={() => dispatch({ type: 'back' })} disabled={busy}>
          <ArrowLeft aria-hidden="true" />
          {t('wizard.back')}
        </Button>
      )}
      <Button
        type={form ? 'submit' : 'button'}
        form={form}
        size="lg"
        onClick={form ? undefined : onNext}
        disabled={busy}
      >
        {nextLabel ?? t('wizard.next')}
        {nextIcon ?? <ArrowRight aria-hidden="true" />}
      </Button>
    </div>
  );
}

/** Says why a jump ahead was refused: what has to be done first. */
export function BlockedNotice() {
  const { t } = useTranslation();
  const { state } = useWizard();
  if (!state.blockedBy) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {state.blockedBy === 'child' ? t('wizard.childFirst') : t('wizard.selectFirst')}
    </div>
  );
}
