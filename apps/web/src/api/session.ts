import type { Role, User } from '@taxprep/contracts';

/** Keys named in the spec (section 3); other screens read them, so keep the names exact. */
export const LOCAL_KEYS = {
  userId: 'user_id',
  username: 'username',
  role: 'role',
  token: 'token',
  rememberUsername: 'remember_username',
  theme: 'theme',
  sidebarExpanded: 'sidebar_expanded',
} as const;

export const SESSION_KEYS = {
  role: 'role',
  userId: 'user_id',
  username: 'username',
  form1040Id: 'form1040_id',
  hasPreparerProfile: 'has_preparer_profile',
  scheduleCId: 'schedule_c_id',
} as const;

/**
 * Whether a user signed in on this browser. The session itself is the httpOnly cookie, which no
 * script can read: the token is never stored where an injected script could take it.
 */
export function hasSession(): boolean {
  return Boolean(localStorage.getItem(LOCAL_KEYS.userId));
}

export function storeSession(user: User): void {
  // Installs from before the cookie-only session kept a token here: drop it.
  localStorage.removeItem(LOCAL_KEYS.token);
  for (const store of [localStorage, sessionStorage]) {
    store.setItem('user_id', String(user.id));
    store.setItem('username', user.username);
    store.setItem('role', user.role);
  }
}

export function storedRole(): Role | null {
  const role = sessionStorage.getItem(SESSION_KEYS.role) ?? localStorage.getItem(LOCAL_KEYS.role);
  return role === 'user' || role === 'agent' || role === 'admin' ? role : null;
}

/** Signing out keeps the visitor's preferences (remembered username, theme, sidebar groups). */
/** The signed-in user's id, as stored at sign-in. */
export function storedUserId(): string | null {
  return localStorage.getItem(LOCAL_KEYS.userId) ?? sessionStorage.getItem(SESSION_KEYS.userId);
}

export function clearSession(): void {
  for (const key of [LOCAL_KEYS.userId, LOCAL_KEYS.username, LOCAL_KEYS.role, LOCAL_KEYS.token]) {
    localStorage.removeItem(key);
  }
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
  notifyOpenFileChange();
}

// The open tax file lives in session storage; screens subscribe so the shell updates at once.
const OPEN_FILE_EVENT = 'taxprep:open-file';

export function notifyOpenFileChange(): void {
  window.dispatchEvent(new Event(OPEN_FILE_EVENT));
}

export function getOpenFileId(): string | null {
  return sessionStorage.getItem(SESSION_KEYS.form1040Id);
}

export function setOpenFileId(id: string | null): void {
  if (id === getOpenFileId()) return;
  if (id) sessionStorage.setItem(SESSION_KEYS.form1040Id, id);
  else sessionStorage.removeItem(SESSION_KEYS.form1040Id);
  notifyOpenFileChange();
}

export function subscribeOpenFile(onChange: () => void): () => void {
  window.addEventListener(OPEN_FILE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(OPEN_FILE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
