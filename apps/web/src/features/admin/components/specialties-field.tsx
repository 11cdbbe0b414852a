import type { CoachProfileInput } from '@swim/shared/api/admin-people';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { coachProfileInputSchema } from '@swim/shared/api/admin-people';
import { LocalizedFields } from '../../../components/localized-fields';
import { Button } from '../../../components/ui/button';

type FormValues = z.input<typeof coachProfileInputSchema>;
const MAX_SPECIALTIES = 12;

type SpecialtiesFieldProps = {
  control: Control<FormValues, unknown, CoachProfileInput>;
  register: UseFormRegister<FormValues>;
  errors?: FieldErrors<FormValues>['specialties'];
};

/** A coach's specialties, each in three languages; added and removed one by one. */
export function SpecialtiesField({ control, register, errors }: SpecialtiesFieldProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'specialties' });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-ink">{t('peopleAdmin.coach.specialties')}</p>
      {fields.map((field, index) => (
        <div key={field.id} className="flex flex-col gap-2">
          <LocalizedFields
            label={t('peopleAdmin.coach.specialtyNumber', { number: index + 1 })}
            register={(language) => register(`specialties.${index}.${language}`)}
            errors={errors?.[index]}
          />
          <div className="flex justify-end">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => remove(index)}
              aria-label={t('peopleAdmin.coach.removeSpecialty', { number: index + 1 })}
            >
              <Trash2 aria-hidden="true" />
              {t('peopleAdmin.coach.remove')}
            </Button>
          </div>
        </div>
      ))}
      {fields.length < MAX_SPECIALTIES ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => append({ bg: '', en: '', ru: '' })}>
            <Plus aria-hidden="true" />
            {t('peopleAdmin.coach.addSpecialty')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
