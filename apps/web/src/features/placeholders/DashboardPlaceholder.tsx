import { useSessionUser } from '../auth/sessionUser';
import { PlaceholderPage } from './PlaceholderPage';

export function DashboardPlaceholder() {
  const { role } = useSessionUser();
  return <PlaceholderPage title={role === 'user' ? 'My Tax Files' : 'All Filed Tax Returns'} />;
}
