import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginSchema, MSG, type LoginRequest } from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { LOCAL_KEYS, storeSession } from '../../api/session';
import { FormAlert } from '../../ui/FormAlert';
import { FormCard } from '../../ui/FormCard';
import { PublicFrame } from '../../ui/PublicFrame';
import { useLogin } from './api';
import { noticeFrom } from './notice';

/** The spec waits briefly before leaving so the success message is seen. */
const REDIRECT_DELAY_MS = 150;

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [remembered] = useState(() => localStorage.getItem(LOCAL_KEYS.rememberUsername) ?? '');
  const [remember, setRemember] = useState(Boolean(remembered));
  const [capsLock, setCapsLock] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const notice = noticeFrom(location.state);

  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: remembered, password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const data = await login.mutateAsync(values);
      if (!data?.user) {
        setError(MSG.invalidServerResponse);
        return;
      }
      storeSession(data.user);
      if (remember) localStorage.setItem(LOCAL_KEYS.rememberUsername, values.username);
      else localStorage.removeItem(LOCAL_KEYS.rememberUsername);
      // A session check cached before sign-in must not send the user straight back here.
      queryClient.removeQueries();
      setSuccess('Signed in. Redirecting…');
      setTimeout(() => navigate('/dashboard', { replace: true }), REDIRECT_DELAY_MS);
    } catch (err) {
      setError(errorText(err, MSG.loginFailed));
    }
  });

  const trackCapsLock = (event: React.KeyboardEvent<HTMLInputElement>) =>
    setCapsLock(event.getModifierState?.('CapsLock') ?? false);

  return (
    <PublicFrame>
      <FormCard title="Sign in" description="Welcome back. Sign in to continue with your tax return.">
        <FormAlert message={notice?.message} kind={notice?.kind ?? 'info'} />
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Username"
              autoComplete="username"
              withAsterisk
              error={errors.username?.message}
              {...form.register('username')}
            />
            <div>
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                withAsterisk
                error={errors.password?.message}
                onKeyDown={trackCapsLock}
                onKeyUp={trackCapsLock}
                visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
                {...form.register('password')}
              />
              {capsLock && (
                <Group gap={4} mt={6} c="var(--mantine-color-orange-light-color)" role="status">
                  <IconAlertTriangle size={16} aria-hidden />
                  <Text size="sm">Caps Lock is on.</Text>
                </Group>
              )}
            </div>
            <Checkbox
              label="Remember my username"
              checked={remember}
              onChange={(e) => setRemember(e.currentTarget.checked)}
            />
            <FormAlert message={error} />
            <FormAlert message={success} kind="success" />
            <Button type="submit" loading={login.isPending || Boolean(success)} fullWidth>
              Sign in
            </Button>
          </Stack>
        </form>
        <Stack gap={4} align="center">
          <Group gap="md" justify="center">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
            <Anchor component={Link} to="/forgot-username" size="sm">
              Forgot username?
            </Anchor>
          </Group>
          <Text size="sm">
            New here?{' '}
            <Anchor component={Link} to="/register">
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </FormCard>
    </PublicFrame>
  );
}
