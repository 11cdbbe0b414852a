import { zodResolver } from '@hookform/resolvers/zod';
import { type OrderLineInput, createOrderSchema } from '@swim/shared/api/shop';
import { CreditCard, LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useValidationText } from '../../../hooks/use-validation-text';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessageKey } from '../../../lib/error-message';
import { applyFieldIssues } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session/use-session';
import { showDestructiveToast } from '../../../lib/toast';
import { useCreateOrder } from '../api/create-order';

/** The buyer's part of the server's order schema, so the form and the API agree on every rule. */
const buyerSchema = createOrderSchema.pick({ name: true, email: true, phone: true, shippingAddress: true });
type BuyerInput = z.input<typeof buyerSchema>;
type BuyerValues = z.output<typeof buyerSchema>;
const FIELDS: ReadonlyArray<FieldPath<BuyerInput>> = ['name', 'email', 'phone', 'shippingAddress'];

type CheckoutFormProps = {
  items: OrderLineInput[];
  /** The total the buyer is shown; the server refuses the order if it no longer holds. */
  expectedTotal: number | undefined;
  /** Why paying must wait (the summary shows changes to accept first), or null. */
  blocked: boolean;
  onRefused: () => void;
};

/** Guest details (filled in for a signed-in user), the shipping address, and Pay, which goes to the card page. */
export function CheckoutForm({ items, expectedTotal, blocked, onRefused }: CheckoutFormProps) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const { user } = useSession();
  const create = useCreateOrder();
  const form = useForm<BuyerInput, unknown, BuyerValues>({
    resolver: zodResolver(buyerSchema),
    defaultValues: { name: '', email: '', phone: '', shippingAddress: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!user) return;
    // Fill in what the account knows, never overwriting what the buyer already typed.
    const current = form.getValues();
    if (!current.name) form.setValue('name', user.name);
    if (!current.email) form.setValue('email', user.email);
    if (!current.phone && user.phone) form.setValue('phone', user.phone);
  }, [user, form]);

  async function submit(values: BuyerValues) {
    try {
      const started = await create.mutateAsync({ ...values, items, expectedTotal });
      window.location.assign(started.checkoutUrl);
    } catch (error) {
      applyFieldIssues(error, FIELDS, form.setError);
      if (isApiError(error) && (error.code === 'OUT_OF_STOCK' || error.code === 'PRICE_CHANGED')) onRefused();
      showDestructiveToast(t('checkout.error'), t(getErrorMessageKey(error)));
    }
  }

  const busy = create.isPending || create.isSuccess || form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4" aria-labelledby="buyer">
      <h2 id="buyer" className="text-lg font-bold text-ocean-950">
        {t('checkout.details')}
      </h2>
      {!user ? <p className="text-sm text-ink-muted">{t('checkout.guestHint')}</p> : null}
      <FormField label={t('checkout.name')} error={errorText(errors.name?.message)}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('checkout.email')} error={errorText(errors.email?.message)}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label={t('checkout.phone')} error={errorText(errors.phone?.message)}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </FormField>
      </div>
      <FormField label={t('checkout.address')} error={errorText(errors.shippingAddress?.message)}>
        <Textarea rows={3} className="min-h-24" autoComplete="street-address" {...form.register('shippingAddress')} />
      </FormField>
      <Button type="submit" size="lg" disabled={busy || blocked || expectedTotal === undefined}>
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <CreditCard aria-hidden="true" />}
        {busy ? t('checkout.paying') : t('checkout.pay')}
      </Button>
      <p className="text-xs text-ink-muted">{t('checkout.payHint')}</p>
    </form>
  );
}
