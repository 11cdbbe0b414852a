import { useClassOptions } from '../../../hooks/use-class-options';
import { useWizard } from './use-wizard';

/** The chosen location's classes with the server's fit for the wizard's child: one query every step shares. */
export function useWizardClasses() {
  const { state, fitChild } = useWizard();
  return useClassOptions(state.locationId, { enabled: state.locationId !== null, child: fitChild });
}
