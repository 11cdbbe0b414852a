import type { AdminEnrollment } from '@swim/shared/api/admin-club';
import { pickText } from '@swim/shared/localized-text';
import { HandCoins, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRegion } from '../../../components/loading-region';
import { RecordPaymentDialog } from '../../../components/record-payment-dialog';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { useEnrollmentChoices } from '../api/get-enrollment-choices';

/**
 * Admins record money for any child (issue 25), also one who never paid and so has no row in the list: find the child
 * or parent, choose the class, then the shared record dialog opens for that enrollment.
 */
export function RecordPaymentPicker() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<AdminEnrollment | null>(null);

  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button>
            <HandCoins aria-hidden="true" />
            {t('staffPayments.pick.action')}
          </Button>
        </DialogTrigger>
        <DialogContent>
          {open ? (
            <EnrollmentSearch
              onChoose={(enrollment) => {
                setOpen(false);
                setChosen(enrollment);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      {chosen ? (
        <RecordPaymentDialog
          child={chosen.child}
          enrollment={{ id: chosen.id }}
          open
          onOpenChange={(next) => {
            if (!next) setChosen(null);
          }}
        />
      ) : null}
    </>
  );
}

function EnrollmentSearch({ onChoose }: { onChoose: (enrollment: AdminEnrollment) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const choices = useEnrollmentChoices(search);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <DialogTitle>{t('staffPayments.pick.title')}</DialogTitle>
        <DialogDescription>{t('staffPayments.pick.description')}</DialogDescription>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="record-payment-search">{t('staffPayments.pick.search')}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
          />
          <Input
            id="record-payment-search"
            type="search"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('staffPayments.pick.searchPlaceholder')}
            className="pl-10"
          />
        </div>
      </div>
      <div aria-live="polite" className="min-h-24">
        {search.length < 2 ? (
          <p className="text-sm text-ink-muted">{t('staffPayments.pick.typeMore')}</p>
        ) : choices.isPending ? (
          <LoadingRegion className="flex flex-col gap-2">
            <Skeleton className="h-14 rounded-2xl" />
            <Skeleton className="h-14 rounded-2xl" />
          </LoadingRegion>
        ) : choices.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t(getErrorMessageKey(choices.error))}
          </p>
        ) : choices.data.items.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('staffPayments.pick.empty')}</p>
        ) : (
          <ul aria-label={t('staffPayments.pick.listLabel')} className="flex flex-col gap-2">
            {choices.data.items.map((enrollment) => {
              const title = pickText(enrollment.class.title, language);
              return (
                <li
                  key={enrollment.id}
                  className="flex items-center justify-between gap-3 rounded-2xl border border-sand-200 px-4 py-2.5"
                >
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold break-words text-ink">{enrollment.child.fullName}</p>
                    <p className="text-ink-muted">
                      {title} · {enrollment.parent.name}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onChoose(enrollment)}
                    aria-label={t('staffPayments.pick.chooseNamed', { name: enrollment.child.fullName, class: title })}
                  >
                    {t('staffPayments.pick.choose')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="flex justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('billing.dialog.cancel')}</Button>
        </DialogClose>
      </div>
    </div>
  );
}
