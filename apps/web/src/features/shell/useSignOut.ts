import { useNavigate } from 'react-router';
import { useLogout } from '../../api/auth';

/** Ends the session and shows the sign-in page with the spec's message (user menu and drawer). */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const logout = useLogout();
  return async () => {
    await logout();
    navigate('/login', { replace: true, state: { message: 'You have been signed out.' } });
  };
}

/** Said under "Logout" (spec 000's word) in the menu and the drawer, for those who look for "sign out". */
export const SIGN_OUT_HINT = 'Sign out of TaxPrep';
