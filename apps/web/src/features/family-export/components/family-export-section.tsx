import type { FamilyExport } from '@swim/shared/api/family-export';
import { Download, FileArchive, LoaderCircle } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useFamilyExport } from '../api/get-family-export';
import { useRequestFamilyExport } from '../api/request-family-export';

const DATE_TIME = 'd MMMM yyyy, HH:mm';

/**
 * The profile page's "Download my data" section (issue 29): one button asks for a ZIP of everything the club holds
 * about the account and its children; the section follows it while it is prepared, then offers the download for its
 * 24 hours (the same link the mail brings), and lets the person ask again.
 */
export function FamilyExportSection() {
  const { t } = useTranslation();
  return (
    <Container className="pb-10 sm:pb-12">
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <section aria-labelledby="family-export" className="flex flex-col gap-5">
          <div className="flex flex-col gap-1">
            <h2 id="family-export" className="text-xl font-bold text-ocean-950">
              {t('familyExport.title')}
            </h2>
            <p className="text-ink-muted">{t('familyExport.lead')}</p>
          </div>
          <ExportState />
        </section>
      </Card>
    </Container>
  );
}

function ExportState() {
  const { t } = useTranslation();
  const status = useFamilyExport();
  const request = useRequestFamilyExport();
  if (status.isPending) return <Skeleton className="h-16 rounded-xl" />;
  if (status.isError) return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  const { latest, remainingToday } = status.data;

  async function ask() {
    try {
      await request.mutateAsync();
      showSuccessToast(t('familyExport.requested'));
    } catch (error) {
      showDestructiveToast(t('familyExport.requestFailed'), t(getErrorMessageKey(error)));
    }
  }

  const preparing = latest?.state === 'preparing';
  return (
    <div className="flex flex-col gap-4">
      {latest ? <LatestExport latest={latest} /> : null}
      {preparing ? null : (
        <div className="flex flex-col items-start gap-2">
          <Button
            variant={latest?.state === 'ready' ? 'outline' : 'primary'}
            onClick={() => void ask()}
            disabled={request.isPending}
          >
            <FileArchive aria-hidden="true" />
            {t(latest ? 'familyExport.again' : 'familyExport.request')}
          </Button>
          <p className="text-sm text-ink-muted">{t('familyExport.remaining', { count: remainingToday })}</p>
        </div>
      )}
    </div>
  );
}

function LatestExport({ latest }: { latest: FamilyExport }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (latest.state === 'preparing') {
    return (
      <p role="status" className="flex items-center gap-2 rounded-xl bg-lagoon-50 px-4 py-3 text-ink">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('familyExport.preparing')}
      </p>
    );
  }
  if (latest.state === 'ready' && latest.downloadUrl) {
    return (
      <div role="status" className="flex flex-col items-start gap-3 rounded-xl bg-lagoon-50 px-4 py-3">
        <p className="text-ink">
          {t('familyExport.ready', { until: formatDate(latest.expiresAt ?? '', language, DATE_TIME) })}
        </p>
        <Button asChild>
          <a href={latest.downloadUrl} download>
            <Download aria-hidden="true" />
            {t('familyExport.download', { size: formatSize(latest.byteSize ?? 0, language, t) })}
          </a>
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="rounded-xl bg-sand-100 px-4 py-3 text-ink">
      {t(latest.state === 'expired' ? 'familyExport.expired' : 'familyExport.failed')}
    </p>
  );
}

/** A file's size in kilobytes or megabytes, written the language's way. */
function formatSize(bytes: number, language: string, t: TFunction): string {
  const mb = bytes >= 1_000_000;
  const value = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(
    mb ? bytes / 1_000_000 : Math.max(1, bytes / 1000),
  );
  return t(mb ? 'familyExport.megabytes' : 'familyExport.kilobytes', { value });
}
