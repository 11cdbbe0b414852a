import { createContext, type Dispatch, type ReactNode, useContext, useMemo, useReducer } from 'react';
import {
  type ChildDraft,
  createWizardState,
  type WizardAction,
  type WizardState,
  type WizardStep,
  wizardReducer,
} from './wizard-reducer';

type WizardContextValue = { state: WizardState; dispatch: Dispatch<WizardAction> };

const WizardContext = createContext<WizardContextValue | null>(null);

type WizardProviderProps = { steps: readonly WizardStep[]; initialChild?: ChildDraft; children: ReactNode };

/** Holds a registration or enrollment flow's answers for all of its steps. */
export function WizardProvider({ steps, initialChild, children }: WizardProviderProps) {
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => createWizardState(steps, initialChild));
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <WizardContext.Provider value={value}>{children}</WizardContext.Provider>;
}

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard must be used inside a WizardProvider');
  return value;
}
