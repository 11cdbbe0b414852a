import { useParams } from 'react-router';
import { ChildProfile } from '../../features/children/components/child-profile';

export function ChildProfilePage() {
  const childId = useParams().childId ?? '';
  return <ChildProfile key={childId} childId={childId} />;
}
