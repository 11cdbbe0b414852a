import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { useSession } from '../../../lib/session/use-session';
import { ErasureRequestPanel } from './erasure-request-panel';

/** The profile's "Delete my account" section (issue 29): for parents, whose accounts are erased on request. */
export function AccountErasureSection() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user?.role !== 'parent') return null;
  return (
    <Container className="pb-10 sm:pb-12">
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <section aria-labelledby="account-erasure" className="flex flex-col gap-5">
          <div className="flex flex-col gap-1">
            <h2 id="account-erasure" className="text-xl font-bold text-ocean-950">
              {t('erasure.account.title')}
            </h2>
            <p className="text-ink-muted">{t('erasure.account.lead')}</p>
          </div>
          <ErasureRequestPanel scope="account" childId={null} />
        </section>
      </Card>
    </Container>
  );
}
