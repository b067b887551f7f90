import { useSessionUser } from '../../shared/sessionUser';
import { ReturnsScreen } from './ReturnsScreen';

/** /dashboard: 'My Tax Files' for individuals, 'All Filed Tax Returns' for preparers and admins. */
export function DashboardPage() {
  const { role } = useSessionUser();
  return (
    <ReturnsScreen source="dashboard" title={role === 'user' ? 'My Tax Files' : 'All Filed Tax Returns'} />
  );
}
