import { useState } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { emailOnlySchema, MSG } from '@taxprep/contracts';
import { ApiError } from '../../api/client';
import { FormAlert } from '../../ui/FormAlert';
import { FormCard } from '../../ui/FormCard';
import { PublicFrame } from '../../ui/PublicFrame';
import { useEmailRequest } from './api';

interface Props {
  title: string;
  description: string;
  path: string;
  successText: string;
  submitLabel: string;
}

/** Forgot password and forgot username differ only in their call and their texts. */
function EmailRequestPage({ title, description, path, successText, submitLabel }: Props) {
  const request = useEmailRequest(path);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    setSuccess(null);
    try {
      const data = await request.mutateAsync(email);
      setSuccess(data?.message || successText);
    } catch (err) {
      setError(err instanceof ApiError && err.status === 429 ? err.message : MSG.requestFailed);
    }
  });

  return (
    <PublicFrame>
      <FormCard title={title} description={description}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <FormAlert message={error} />
            <FormAlert message={success} kind="success" />
            <Button type="submit" loading={request.isPending} fullWidth>
              {submitLabel}
            </Button>
          </Stack>
        </form>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            Back to sign in
          </Anchor>
        </Text>
      </FormCard>
    </PublicFrame>
  );
}

export function ForgotPasswordPage() {
  return (
    <EmailRequestPage
      title="Forgot password"
      description="Enter your account's email address and we will send you a link to choose a new password."
      path="/api/request-password-reset"
      successText={MSG.resetRequested}
      submitLabel="Send reset link"
    />
  );
}

export function ForgotUsernamePage() {
  return (
    <EmailRequestPage
      title="Forgot username"
      description="Enter your account's email address and we will send you your username."
      path="/api/request-username"
      successText={MSG.usernameRequested}
      submitLabel="Send my username"
    />
  );
}
