import { useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { IconMoon, IconReceiptTax, IconSun } from '@tabler/icons-react';
import { currentColorScheme, setColorScheme } from './colorScheme';
import classes from './login.module.css';
import { yearsLabel } from '../../ui/yearsLabel';

/**
 * Moves to another screen of the app: React Router's navigate inside the full app, a history
 * update that starts the full app on the light sign-in page (main.tsx).
 */
export type Navigate = (path: string, options?: { replace?: boolean; state?: unknown }) => void;

interface InPageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  navigate: Navigate;
}

/** A real link (keyboard, middle-click, "open in new tab") whose plain click stays in the page. */
export function InPageLink({ to, navigate, onClick, ...rest }: InPageLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...rest} />;
}

function ThemeToggle() {
  const [scheme, setScheme] = useState(currentColorScheme);
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <button
      type="button"
      className={classes.iconButton}
      aria-label={label}
      title={label}
      onClick={() => {
        setColorScheme(next);
        setScheme(next);
      }}
    >
      {scheme === 'dark' ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
    </button>
  );
}

/** The public pages' frame (ui/PublicFrame) drawn with React alone, for the sign-in page. */
export function LightFrame({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  return (
    <div className={classes.frame}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className={classes.bar}>
        <InPageLink to="/" navigate={navigate} className={classes.brand} aria-label="TaxPrep home">
          <span className={classes.brandIcon} aria-hidden>
            <IconReceiptTax size={18} />
          </span>
          TaxPrep
        </InPageLink>
        <ThemeToggle />
      </header>
      <main id="main" className={classes.main}>
        {children}
      </main>
      <footer className={classes.footer}>
        <span className={classes.dimmed}>Tax years {yearsLabel()} · Federal Form 1040 and California</span>
        <InPageLink to="/contact" navigate={navigate} className={classes.link}>
          Contact
        </InPageLink>
      </footer>
    </div>
  );
}
