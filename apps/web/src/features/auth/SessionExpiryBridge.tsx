import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MSG } from '@taxprep/contracts';
import { setSessionExpiredHandler } from '../../api/client';
import { SuspenseOutlet } from '../../ui/lazyPage';

/** Lets the API client send the user to sign-in when any protected call answers 401. */
export function SessionExpiryBridge() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    setSessionExpiredHandler(() => {
      navigate('/login', { replace: true, state: { message: MSG.sessionExpired } });
      queryClient.removeQueries();
    });
  }, [navigate, queryClient]);

  return <SuspenseOutlet />;
}
