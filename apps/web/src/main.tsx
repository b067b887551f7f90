// Only what the sign-in page needs (the reset, Mantine's variables, its global rules); the
// components' styles come with the full app (app/mountApp.tsx), so they do not hold up this page.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyStoredColorScheme } from './features/auth/colorScheme';
import { historyNavigate } from './features/auth/historyNavigate';
import { LoginPage } from './features/auth/LoginPage';
import { noticeFrom } from './features/auth/notice';

/*
 * Most visits start at sign-in, so /login is drawn with React alone and nothing else is loaded
 * until it is needed; every other address, and sign-in once done, starts the full app (Mantine,
 * the router, the data layer), which then opens whatever address the history holds.
 */
applyStoredColorScheme();
const root = createRoot(document.getElementById('root')!);
const atLogin = () => window.location.pathname.replace(/\/+$/, '') === '/login';
const openedAtLogin = atLogin();

let app: Promise<typeof import('./app/mountApp')> | undefined;
const loadApp = () => (app ??= import('./app/mountApp'));

let started = false;
function startApp() {
  if (started) return;
  started = true;
  loadApp().then(
    ({ mountApp }) => mountApp(root),
    (err: unknown) => {
      // Leaving sign-in after a release replaced the chunks (or a network blip): a full load of
      // the new address recovers. On any other first load it would only fail again.
      if (openedAtLogin) window.location.reload();
      else throw err;
    },
  );
}

if (openedAtLogin) {
  // Signing in is what comes next: fetch the app while the server checks the password.
  document.addEventListener('submit', () => void loadApp(), { once: true, capture: true });
  // Back or Forward to another address of this page: the router takes over. (The skip link's
  // #main also fires popstate, and must not replace the form.)
  window.addEventListener('popstate', () => {
    if (!atLogin()) startApp();
  });
  root.render(
    <StrictMode>
      <LoginPage
        navigate={historyNavigate(startApp)}
        notice={noticeFrom((window.history.state as { usr?: unknown } | null)?.usr)}
      />
    </StrictMode>,
  );
} else {
  startApp();
}
