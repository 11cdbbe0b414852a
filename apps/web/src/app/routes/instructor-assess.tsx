import { useParams } from 'react-router';
import { AssessWorkspace } from '../../features/instructor/components/assess-workspace';

export function InstructorAssessPage() {
  const childId = useParams().childId ?? '';
  return <AssessWorkspace key={childId} childId={childId} />;
}
