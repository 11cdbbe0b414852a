/** Validation message keys the catalogs translate under 'validation.*'; schemas in @swim/shared use these. */
export const VALIDATION_KEYS = [
  'required',
  'invalid',
  'nameRequired',
  'emailRequired',
  'emailInvalid',
  'phoneInvalid',
  'messageTooShort',
  'tooLong',
  'passwordRequired',
  'passwordTooShort',
  'passwordMismatch',
  'titleRequired',
  'progressRange',
  'dateInvalid',
  'fullNameRequired',
  'firstNameRequired',
  'lastNameRequired',
  'latinOnly',
  'birthDateRequired',
  'birthDateInvalid',
  'genderRequired',
  'levelRequired',
  'emergencyContactRequired',
  'emergencyPhoneRequired',
  'selectLocation',
  'selectClass',
  'selectPlan',
  'planNotOffered',
  'differentLevel',
  'nameMismatch',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** A schema or server message as a known key; anything else reads as 'invalid'. */
export function toValidationKey(message: string | undefined): ValidationKey {
  return (VALIDATION_KEYS as readonly string[]).includes(message ?? '') ? (message as ValidationKey) : 'invalid';
}
