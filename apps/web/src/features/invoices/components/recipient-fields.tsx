import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useInvoiceValidationText } from '../../../hooks/use-invoice-validation-text';
import type { RecipientFormValues } from '../lib/recipient-form';

type FieldsProps = { register: UseFormRegister<RecipientFormValues>; errors: FieldErrors<RecipientFormValues> };

/** A person: the name and the address on the invoice (both required: VAT Act art. 114(1)(5)). */
export function PersonFields({ register, errors }: FieldsProps) {
  const { t } = useTranslation();
  const message = useInvoiceValidationText();
  return (
    <div className="flex flex-col gap-4">
      <FormField label={t('invoices.recipient.personName')} error={message(errors.person?.name?.message)}>
        <Input autoComplete="name" {...register('person.name')} />
      </FormField>
      <FormField label={t('invoices.recipient.personAddress')} error={message(errors.person?.address?.message)}>
        <Input autoComplete="street-address" {...register('person.address')} />
      </FormField>
    </div>
  );
}

/** A company: its name, EIK, VAT number if registered, registered address and accountable person (МОЛ). */
export function CompanyFields({ register, errors }: FieldsProps) {
  const { t } = useTranslation();
  const message = useInvoiceValidationText();
  const company = errors.company;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label={t('invoices.recipient.companyName')} error={message(company?.name?.message)}>
          <Input autoComplete="organization" {...register('company.name')} />
        </FormField>
      </div>
      <FormField label={t('invoices.recipient.eik')} error={message(company?.eik?.message)}>
        <Input inputMode="numeric" autoComplete="off" spellCheck={false} {...register('company.eik')} />
      </FormField>
      <FormField
        label={t('invoices.recipient.vatNumber')}
        optional={t('invoices.recipient.optional')}
        error={message(company?.vatNumber?.message)}
      >
        <Input autoComplete="off" spellCheck={false} {...register('company.vatNumber')} />
      </FormField>
      <div className="sm:col-span-2">
        <FormField label={t('invoices.recipient.companyAddress')} error={message(company?.address?.message)}>
          <Input {...register('company.address')} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label={t('invoices.recipient.mol')} error={message(company?.mol?.message)}>
          <Input autoComplete="off" {...register('company.mol')} />
        </FormField>
      </div>
    </div>
  );
}
