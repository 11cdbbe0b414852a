import { useParams } from 'react-router';
import { ClassWorkspace } from '../../features/instructor/components/class-workspace';

export function InstructorClassPage() {
  const classId = useParams().classId ?? '';
  return <ClassWorkspace key={classId} classId={classId} />;
}
