import type { Navigate } from './LightFrame';

interface RouterEntry {
  usr?: unknown;
  key?: string;
  idx?: unknown;
}

/**
 * Navigation for the light sign-in page (main.tsx): writes the history entry as React Router does
 * ({ usr: state, key, idx }), so the router, started right after, opens that address with that
 * state, then starts the full app.
 */
export function historyNavigate(startApp: () => void): Navigate {
  return (path, options = {}) => {
    const current = window.history.state as RouterEntry | null;
    const idx = typeof current?.idx === 'number' ? current.idx : 0;
    const key = Math.random().toString(36).substring(2, 10);
    if (options.replace) {
      window.history.replaceState({ usr: options.state ?? null, key, idx }, '', path);
    } else {
      // The router counts Back and Forward by these indexes: the sign-in entry needs one too.
      if (typeof current?.idx !== 'number') window.history.replaceState({ ...current, idx }, '');
      window.history.pushState({ usr: options.state ?? null, key, idx: idx + 1 }, '', path);
    }
    startApp();
  };
}
