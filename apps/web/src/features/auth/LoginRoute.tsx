import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { LoginPage } from './LoginPage';
import { noticeFrom } from './notice';

/** The sign-in page inside the full app: the router moves between screens. */
export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return (
    <LoginPage
      navigate={navigate}
      notice={noticeFrom(location.state)}
      // A session check cached before sign-in must not send the user straight back here.
      onSignedIn={() => queryClient.removeQueries()}
    />
  );
}
