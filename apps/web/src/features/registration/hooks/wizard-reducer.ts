import { type ChildInput, childInputSchema } from '@swim/shared/api/children';
import type { PlanType } from '@swim/shared/enums';
import type { z } from 'zod';

export type ChildFormValues = z.input<typeof childInputSchema>;
/** What the parent has typed so far; may be incomplete. */
export type ChildDraft = Partial<ChildFormValues>;

export type WizardStep = 'location' | 'class' | 'child' | 'plan' | 'confirm';
/** The registration wizard of the spec, in its order. */
export const REGISTRATION_STEPS: readonly WizardStep[] = ['location', 'class', 'child', 'plan', 'confirm'];
/** Enrolling an existing child: the location is chosen on the class step. */
export const ENROLL_STEPS: readonly WizardStep[] = ['class', 'plan', 'confirm'];

export type WizardState = {
  steps: readonly WizardStep[];
  step: WizardStep;
  locationId: string | null;
  classId: string | null;
  planType: PlanType | null;
  childDraft: ChildDraft;
  /** The draft once it passes the shared child schema; null while something is missing. */
  child: ChildInput | null;
  /** The unfinished step that stopped a jump ahead; the wizard explains it until the next move. */
  blockedBy: WizardStep | null;
  /** The class was full and the child is now on its waiting list: the flow is over and says where in line. */
  joined: JoinedWaitlist | null;
};

export type JoinedWaitlist = { childId: string; childName: string; classId: string; position: number };

export type WizardAction =
  | { type: 'selectLocation'; locationId: string }
  | { type: 'selectClass'; classId: string; planTypes: readonly PlanType[] }
  | { type: 'selectPlan'; planType: PlanType }
  | { type: 'updateChild'; draft: ChildDraft }
  | { type: 'goTo'; step: WizardStep }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'classFull' }
  | { type: 'joinedWaitlist'; joined: JoinedWaitlist };

/** A location and class chosen before the wizard opens (a trial's "enroll in this class" link). */
export type WizardSelection = { locationId: string; classId: string };
/** Where a wizard opened from a link starts: a class chosen, and what is known of the child. */
export type WizardStart = { selection?: WizardSelection; child?: ChildDraft };

/** A new wizard; with a selection it opens at the first step still to do. */
export function createWizardState(
  steps: readonly WizardStep[],
  childDraft: ChildDraft = {},
  selection?: WizardSelection,
): WizardState {
  const state = emptyWizardState(steps, childDraft);
  if (!selection) return state;
  const chosen = { ...state, locationId: selection.locationId, classId: selection.classId };
  return { ...chosen, step: steps.find((step) => !isStepComplete(chosen, step)) ?? chosen.step };
}

function emptyWizardState(steps: readonly WizardStep[], childDraft: ChildDraft): WizardState {
  const parsed = childInputSchema.safeParse(childDraft);
  return {
    steps,
    step: steps[0] ?? 'confirm',
    locationId: null,
    classId: null,
    planType: null,
    childDraft,
    child: parsed.success ? parsed.data : null,
    blockedBy: null,
    joined: null,
  };
}

export function isStepComplete(state: WizardState, step: WizardStep): boolean {
  switch (step) {
    case 'location':
      return state.locationId !== null;
    case 'class':
      return state.classId !== null;
    case 'child':
      return state.child !== null;
    case 'plan':
      return state.planType !== null;
    case 'confirm':
      return false;
  }
}

/** The first unfinished step before `target`, or null when `target` may be opened. */
export function findMissingStep(state: WizardState, target: WizardStep): WizardStep | null {
  for (const step of state.steps) {
    if (step === target) return null;
    if (!isStepComplete(state, step)) return step;
  }
  return null;
}

function goTo(state: WizardState, target: WizardStep): WizardState {
  if (!state.steps.includes(target)) return state;
  const missing = findMissingStep(state, target);
  if (missing) return { ...state, blockedBy: missing };
  return { ...state, step: target, blockedBy: null };
}

function offset(state: WizardState, by: number): WizardStep | undefined {
  return state.steps[state.steps.indexOf(state.step) + by];
}

/** One reducer holds every answer, so moving between steps never loses what was entered. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'selectLocation':
      if (action.locationId === state.locationId) return state;
      return { ...state, locationId: action.locationId, classId: null, planType: null, blockedBy: null };
    case 'selectClass': {
      const keepPlan = state.planType !== null && action.planTypes.includes(state.planType);
      return { ...state, classId: action.classId, planType: keepPlan ? state.planType : null, blockedBy: null };
    }
    case 'selectPlan':
      return { ...state, planType: action.planType, blockedBy: null };
    case 'updateChild': {
      const parsed = childInputSchema.safeParse(action.draft);
      return { ...state, childDraft: action.draft, child: parsed.success ? parsed.data : null };
    }
    case 'goTo':
      return goTo(state, action.step);
    case 'next': {
      const next = offset(state, 1);
      return next ? goTo(state, next) : state;
    }
    case 'back': {
      const previous = offset(state, -1);
      return previous ? { ...state, step: previous, blockedBy: null } : state;
    }
    case 'classFull':
      return { ...state, classId: null, planType: null, step: 'class', blockedBy: null };
    case 'joinedWaitlist':
      return { ...state, joined: action.joined, blockedBy: null };
  }
}
