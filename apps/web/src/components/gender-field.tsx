import { GENDERS } from '@swim/shared/enums';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/utils';

/** Boy or girl as two large radio buttons, with the error tied to both. */
export function GenderField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{t('child.fields.gender')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {GENDERS.map((gender) => (
          <label
            key={gender}
            className={cn(
              'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border bg-white px-3 text-base font-medium text-ink shadow-xs transition-colors hover:border-ocean-300 has-checked:border-ocean-600 has-checked:bg-ocean-50 has-checked:text-ocean-900 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ocean-500',
              error ? 'border-red-700' : 'border-sand-500',
            )}
          >
            <input
              type="radio"
              value={gender}
              className="size-4 accent-ocean-700"
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            {t(`child.gender.${gender}`)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
