import { SKILL_LEVELS, type SkillLevel } from '@swim/shared/enums';
import { createContext, type Dispatch, type ReactNode, useContext, useMemo, useReducer } from 'react';
import type { FitChild } from '../../../hooks/use-class-fit-text';
import {
  type ChildDraft,
  createWizardState,
  type WizardAction,
  type WizardState,
  type WizardSelection,
  type WizardStep,
  wizardReducer,
} from './wizard-reducer';
import { isOneOf } from '../../../lib/one-of';

type WizardContextValue = {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** The child the classes are offered for: the one being enrolled, or what the parent has typed of a new one. */
  fitChild: FitChild;
};

const WizardContext = createContext<WizardContextValue | null>(null);

type WizardProviderProps = {
  steps: readonly WizardStep[];
  initialChild?: ChildDraft;
  /** An existing child being enrolled; without it, the child is the one typed into the wizard. */
  child?: FitChild;
  /** The location and class chosen before the wizard opened. */
  selection?: WizardSelection;
  children: ReactNode;
};

const isLevel = (value: unknown): value is SkillLevel => isOneOf(SKILL_LEVELS, value);

/** What the wizard knows so far of the child it registers. */
function fromDraft(draft: ChildDraft): FitChild {
  return {
    name: draft.fullName?.trim() || null,
    birthDate: draft.birthDate || null,
    skillLevel: isLevel(draft.skillLevel) ? draft.skillLevel : null,
  };
}

/** Holds a registration or enrollment flow's answers for all of its steps. */
export function WizardProvider({ steps, initialChild, child, selection, children }: WizardProviderProps) {
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    createWizardState(steps, initialChild, selection),
  );
  const { fullName, birthDate, skillLevel } = state.childDraft;
  const fitChild = useMemo(
    () => child ?? fromDraft({ fullName, birthDate, skillLevel }),
    [child, fullName, birthDate, skillLevel],
  );
  const value = useMemo(() => ({ state, dispatch, fitChild }), [state, fitChild]);
  return <WizardContext.Provider value={value}>{children}</WizardContext.Provider>;
}

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard must be used inside a WizardProvider');
  return value;
}
