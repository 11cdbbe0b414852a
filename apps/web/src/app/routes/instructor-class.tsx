import { useParams } from 'react-router';
import { ClassDatedSessions } from '../../features/closures/components/class-dated-sessions';
import { ClassWorkspace } from '../../features/instructor/components/class-workspace';

export function InstructorClassPage() {
  const classId = useParams().classId ?? '';
  return <ClassWorkspace key={classId} classId={classId} DatedSessions={ClassDatedSessions} />;
}
