import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCircleCheck,
  IconEye,
  IconEyeOff,
  IconInfoCircle,
} from '@tabler/icons-react';
import { MSG } from '@taxprep/contracts';
import { api, errorText } from '../../api/client';
import { LOCAL_KEYS, storeSession } from '../../api/session';
import type { LoginResponse } from './api';
import { InPageLink, LightFrame, type Navigate } from './LightFrame';
import type { Notice } from './notice';
import classes from './login.module.css';

/*
 * Most visits start here, so this page is plain React (no Mantine, router, zod, form or query
 * library): main.tsx shows it before the rest of the app has loaded, and the app's /login route
 * shows the same component.
 */

/** The spec waits briefly before leaving so the success message is seen. */
const REDIRECT_DELAY_MS = 150;

interface Values {
  username: string;
  password: string;
}
type Errors = Partial<Record<keyof Values, string>>;

/** loginSchema's rules (packages/contracts), without zod; a test keeps the two in step. */
export function loginErrors({ username, password }: Values): Errors {
  const name = username.trim();
  const errors: Errors = {};
  if (name.length < 3 || name.length > 64) errors.username = MSG.loginUsername;
  if (password.length < 6 || password.length > 256) errors.password = MSG.loginPassword;
  return errors;
}

const ALERT_ICONS = { error: IconAlertCircle, success: IconCircleCheck, info: IconInfoCircle } as const;

/** A form-level message, as ui/FormAlert shows it; renders nothing when there is nothing to say. */
function Alert({ message, kind = 'error' }: { message?: string | null; kind?: keyof typeof ALERT_ICONS }) {
  if (!message) return null;
  const Icon = ALERT_ICONS[kind];
  return (
    <div className={classes.alert} data-kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      <span className={classes.alertIcon}>
        <Icon size={18} aria-hidden />
      </span>
      <div>{message}</div>
    </div>
  );
}

interface FieldProps {
  label: string;
  error?: string;
  children: (ids: { input: string; error: string }) => ReactNode;
}

function Field({ label, error, children }: FieldProps) {
  const id = useId();
  const ids = { input: `${id}-input`, error: `${id}-error` };
  return (
    <div>
      <label className={classes.label} htmlFor={ids.input}>
        {label}
        <span className={classes.required} aria-hidden>
          {' *'}
        </span>
      </label>
      {children(ids)}
      {error && (
        <p className={classes.fieldError} id={ids.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface Props {
  navigate: Navigate;
  /** The message the previous screen left for this one (router state). */
  notice?: Notice | null;
  /** Runs once the session is stored, before leaving (the full app drops its cached queries). */
  onSignedIn?: () => void;
}

export function LoginPage({ navigate, notice, onSignedIn }: Props) {
  const [values, setValues] = useState<Values>(() => ({
    username: localStorage.getItem(LOCAL_KEYS.rememberUsername) ?? '',
    password: '',
  }));
  const [remember, setRemember] = useState(() => Boolean(values.username));
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = 'Sign in · TaxPrep';
  }, []);

  const change = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Like the form library it replaces: messages appear on submit, then follow each keystroke.
    if (submitted) setErrors((prev) => ({ ...prev, [field]: loginErrors(next)[field] }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || success) return;
    setSubmitted(true);
    const found = loginErrors(values);
    setErrors(found);
    if (found.username || found.password) {
      (found.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    const username = values.username.trim();
    setError(null);
    setPending(true);
    try {
      const data = await api.post<LoginResponse>(
        '/api/login',
        { username, password: values.password },
        { public: true },
      );
      if (!data?.user) {
        setError(MSG.invalidServerResponse);
        return;
      }
      storeSession(data.user);
      if (remember) localStorage.setItem(LOCAL_KEYS.rememberUsername, username);
      else localStorage.removeItem(LOCAL_KEYS.rememberUsername);
      onSignedIn?.();
      setSuccess('Signed in. Redirecting…');
      setTimeout(() => navigate('/dashboard', { replace: true }), REDIRECT_DELAY_MS);
    } catch (err) {
      setError(errorText(err, MSG.loginFailed));
    } finally {
      setPending(false);
    }
  };

  const trackCapsLock = (event: KeyboardEvent<HTMLInputElement>) =>
    setCapsLock(event.getModifierState?.('CapsLock') ?? false);

  const busy = pending || Boolean(success);
  const describedBy = (field: keyof Values, errorId: string) => (errors[field] ? errorId : undefined);

  return (
    <LightFrame navigate={navigate}>
      <div className={classes.card}>
        <div>
          <h1 className={classes.title}>Sign in</h1>
          <p className={classes.description}>Welcome back. Sign in to continue with your tax return.</p>
        </div>
        <Alert message={notice?.message} kind={notice?.kind ?? 'info'} />
        <form className={classes.stack} onSubmit={onSubmit} noValidate>
          <Field label="Username" error={errors.username}>
            {(ids) => (
              <input
                ref={usernameRef}
                id={ids.input}
                className={classes.input}
                name="username"
                autoComplete="username"
                required
                aria-invalid={Boolean(errors.username)}
                aria-describedby={describedBy('username', ids.error)}
                value={values.username}
                onChange={(e) => change('username', e.currentTarget.value)}
              />
            )}
          </Field>
          <div>
            <Field label="Password" error={errors.password}>
              {(ids) => (
                <div className={classes.inputWrap}>
                  <input
                    ref={passwordRef}
                    id={ids.input}
                    className={`${classes.input} ${classes.withToggle}`}
                    name="password"
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    required
                    aria-invalid={Boolean(errors.password)}
                    aria-describedby={describedBy('password', ids.error)}
                    value={values.password}
                    onChange={(e) => change('password', e.currentTarget.value)}
                    onKeyDown={trackCapsLock}
                    onKeyUp={trackCapsLock}
                  />
                  <button
                    type="button"
                    className={classes.toggle}
                    aria-label="Show or hide password"
                    aria-pressed={showPassword}
                    // As Mantine's toggle: out of the tab order, so Tab goes from the password on.
                    tabIndex={-1}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => setShowPassword((shown) => !shown)}
                  >
                    {showPassword ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
                  </button>
                </div>
              )}
            </Field>
            {capsLock && (
              <div className={classes.capsLock} role="status">
                <IconAlertTriangle size={16} aria-hidden />
                <span>Caps Lock is on.</span>
              </div>
            )}
          </div>
          <label className={classes.checkRow}>
            <input
              type="checkbox"
              className={classes.checkbox}
              checked={remember}
              onChange={(e) => setRemember(e.currentTarget.checked)}
            />
            Remember my username
          </label>
          <Alert message={error} />
          <Alert message={success} kind="success" />
          <button type="submit" className={classes.submit} disabled={busy} aria-busy={busy}>
            {busy && <span className={classes.spinner} aria-hidden />}
            Sign in
          </button>
        </form>
        <div className={classes.links}>
          <div className={classes.linkRow}>
            <InPageLink to="/forgot-password" navigate={navigate} className={classes.link}>
              Forgot password?
            </InPageLink>
            <InPageLink to="/forgot-username" navigate={navigate} className={classes.link}>
              Forgot username?
            </InPageLink>
          </div>
          <span>
            New here?{' '}
            <InPageLink to="/register" navigate={navigate} className={classes.link}>
              Create an account
            </InPageLink>
          </span>
        </div>
      </div>
    </LightFrame>
  );
}
