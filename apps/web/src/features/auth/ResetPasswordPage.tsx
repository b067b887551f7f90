import { useEffect, useState } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router';
import { MSG, resetPasswordFormSchema } from '@taxprep/contracts';
import { ApiError } from '../../api/client';
import { FormAlert } from '../../ui/FormAlert';
import { FormCard } from '../../ui/FormCard';
import { PublicFrame } from '../../ui/PublicFrame';
import { useResetPassword } from './api';

const REDIRECT_DELAY_MS = 3000;

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword(token);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!done) return;
    const id = setTimeout(
      () => navigate('/login', { replace: true, state: { message: done, kind: 'success' } }),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(id);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      const data = await reset.mutateAsync(password);
      setDone(data?.message || 'Your password has been reset.');
    } catch (err) {
      setError(err instanceof ApiError && err.status === 429 ? err.message : MSG.resetFailed);
    }
  });

  return (
    <PublicFrame>
      <FormCard title="Choose a new password">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              withAsterisk
              error={errors.password?.message}
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
              {...form.register('password')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              withAsterisk
              error={errors.confirm?.message}
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide confirmation' }}
              {...form.register('confirm')}
            />
            <FormAlert message={error} />
            <FormAlert message={done && `${done} Redirecting to sign in…`} kind="success" />
            <Button type="submit" loading={reset.isPending} disabled={Boolean(done)} fullWidth>
              Reset password
            </Button>
          </Stack>
        </form>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/forgot-password">
            Request a new link
          </Anchor>
        </Text>
      </FormCard>
    </PublicFrame>
  );
}
