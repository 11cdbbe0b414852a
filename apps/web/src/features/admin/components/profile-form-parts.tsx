import type { LocalizedText } from '@swim/shared/localized';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

/** A stored text as the form edits it: every language present, '' for none. */
export const toFormText = (value?: LocalizedText | null) => ({
  bg: value?.bg ?? '',
  en: value?.en ?? '',
  ru: value?.ru ?? '',
});

/** An empty box reads as "none" (null); anything else as a number, which the schema then checks. */
export const optionalNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

type NumberFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  optional?: string;
  hint?: string;
};

/** A whole-number box for years, birth year or order. */
export function NumberField({ label, registration, error, optional, hint }: NumberFieldProps) {
  return (
    <FormField label={label} error={error} optional={optional} hint={hint}>
      <Input type="number" inputMode="numeric" step={1} {...registration} />
    </FormField>
  );
}
