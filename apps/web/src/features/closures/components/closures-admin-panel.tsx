// Admin → Closures: the club's upcoming and past closures, a new one, and each one's edit and delete.
import { CalendarOff, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useEditDialog } from '../../../hooks/use-edit-dialog';
import type { AdminClosure } from '@swim/shared/api/closures';
import type { ClosureListWhen } from '../../../lib/closure-query-keys';
import { useAdminClosures } from '../api/get-admin-closures';
import { ClosureFormDialog } from './closure-form-dialog';
import { ClosureItem } from './closure-item';

const WHENS: ClosureListWhen[] = ['upcoming', 'past'];

function ClosureList({ when, onEdit }: { when: ClosureListWhen; onEdit: (closure: AdminClosure) => void }) {
  const { t } = useTranslation();
  const closures = useAdminClosures(when);
  if (closures.isPending) {
    return (
      <LoadingRegion className="flex flex-col gap-2">
        {[0, 1].map((key) => (
          <Skeleton key={key} className="h-28 rounded-(--radius-card)" />
        ))}
      </LoadingRegion>
    );
  }
  if (closures.isError) return <ErrorState error={closures.error} onRetry={() => void closures.refetch()} />;
  if (closures.data.length === 0) {
    return (
      <EmptyState
        icon={CalendarOff}
        title={t(`closures.admin.empty.${when}`)}
        description={t('closures.admin.emptyHint')}
      />
    );
  }
  return (
    <ul
      aria-label={t(`closures.admin.lists.${when}`)}
      className="divide-y divide-sand-200 rounded-(--radius-card) border border-sand-200 bg-white shadow-card"
    >
      {closures.data.map((closure) => (
        <ClosureItem key={closure.id} closure={closure} onEdit={() => onEdit(closure)} />
      ))}
    </ul>
  );
}

export function ClosuresAdminPanel() {
  const { t } = useTranslation();
  const [when, setWhen] = useState<ClosureListWhen>('upcoming');
  const dialog = useEditDialog<AdminClosure>();
  return (
    <Tabs
      value={when}
      onValueChange={(value) => setWhen(value === 'past' ? 'past' : 'upcoming')}
      className="flex flex-col gap-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <TabsList aria-label={t('closures.admin.show')}>
          {WHENS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`closures.admin.lists.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <Button onClick={() => dialog.openFor()}>
          <Plus aria-hidden="true" />
          {t('closures.admin.new')}
        </Button>
      </div>
      <p className="text-sm text-ink-muted">{t('closures.admin.lead')}</p>
      {WHENS.map((value) => (
        <TabsContent key={value} value={value}>
          <ClosureList when={value} onEdit={dialog.openFor} />
        </TabsContent>
      ))}
      <ClosureFormDialog open={dialog.open} onOpenChange={dialog.setOpen} closure={dialog.editing} />
    </Tabs>
  );
}
