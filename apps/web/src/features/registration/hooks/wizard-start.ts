import { isUuid } from '@swim/shared/uuid';
import type { WizardStart } from './wizard-reducer';

const LATIN_NAME = /^[A-Za-z][A-Za-z' -]*$/;

/**
 * The wizard's start from a link's search parameters (?location=&class=&child=, a trial's "enroll in this class"): the
 * class chosen when both ids are well formed, the child's name filled in (in Latin letters too when it is written so).
 */
export function wizardStartFrom(params: URLSearchParams): WizardStart | undefined {
  const locationId = params.get('location');
  const classId = params.get('class');
  const name = (params.get('child') ?? '').trim().slice(0, 60);
  const selection = isUuid(locationId) && isUuid(classId) ? { locationId, classId } : undefined;
  const child = name ? { fullName: name, ...(LATIN_NAME.test(name) ? { firstName: name } : {}) } : undefined;
  return selection || child ? { selection, child } : undefined;
}
