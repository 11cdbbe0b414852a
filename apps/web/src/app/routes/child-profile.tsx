import { useParams } from 'react-router';
import { ChildProfile } from '../../features/children/components/child-profile';
import { ChildErasureSection } from '../../features/erasure/components/child-erasure-section';
import { ChildSessionsPanel } from '../../features/sessions/components/child-sessions-panel';

export function ChildProfilePage() {
  const childId = useParams().childId ?? '';
  return (
    <>
      <ChildProfile key={childId} childId={childId} Sessions={ChildSessionsPanel} />
      <ChildErasureSection key={`erasure-${childId}`} childId={childId} />
    </>
  );
}
