import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { useChildReachable } from '../api/get-child-exists';
import { ErasureRequestPanel } from './erasure-request-panel';

/**
 * The child profile's "Erase this child's data" section (issue 29). The spec's "Delete child" (typing the name) stays
 * in the profile's header: it removes the child's record at once; this asks the club to erase the child's personal
 * data while the payments that name the child are kept (ADR 0049).
 */
export function ChildErasureSection({ childId }: { childId: string }) {
  const { t } = useTranslation();
  const child = useChildReachable(childId);
  if (!child.isSuccess) return null;
  return (
    <Container className="pb-10 sm:pb-12">
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <section aria-labelledby="child-erasure" className="flex flex-col gap-5">
          <div className="flex flex-col gap-1">
            <h2 id="child-erasure" className="text-xl font-bold text-ocean-950">
              {t('erasure.child.title')}
            </h2>
            <p className="text-ink-muted">{t('erasure.child.lead')}</p>
          </div>
          <ErasureRequestPanel scope="child" childId={childId} />
        </section>
      </Card>
    </Container>
  );
}
