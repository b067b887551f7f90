import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, MSG, verifyCodeSchema } from '@taxprep/contracts';
import { ApiError, errorText } from '../../api/client';
import { DialogForm } from '../../ui/DialogForm';
import { FormAlert } from '../../ui/FormAlert';
import { useResendCode, useVerifyCode } from './api';
import { useCountdown } from './useCountdown';

interface Props {
  email: string | null;
  onClose: () => void;
  onVerified: (message: string) => void;
}

export function VerifyCodeModal({ email, onClose, onVerified }: Props) {
  return (
    <Modal
      opened={Boolean(email)}
      onClose={onClose}
      title="Verify your email"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted only while open, so each opening starts a fresh resend countdown. */}
      {email && <VerifyCodeForm email={email} onVerified={onVerified} />}
    </Modal>
  );
}

interface FormProps {
  email: string;
  onVerified: (message: string) => void;
}

function VerifyCodeForm({ email, onVerified }: FormProps) {
  const verify = useVerifyCode();
  const resend = useResendCode();
  const countdown = useCountdown(LIMITS.resendWaitSeconds);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);

  const form = useForm({
    resolver: zodResolver(verifyCodeSchema),
    defaultValues: { email, code: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const data = await verify.mutateAsync(values);
      onVerified(data?.message || 'Your email is verified. You can now sign in.');
    } catch (err) {
      setError(errorText(err, MSG.invalidCode));
    }
  });

  const onResend = async () => {
    setError(null);
    setInfo(null);
    try {
      await resend.mutateAsync(email);
      setInfo(MSG.codeResent);
      countdown.restart();
    } catch (err) {
      setError(err instanceof ApiError && err.status === 429 ? err.message : MSG.resendFailed);
    }
  };

  const waiting = countdown.remaining > 0;
  return (
    <DialogForm onSubmit={onSubmit}>
      <Stack gap="md">
        <Text size="sm">
          We sent a {LIMITS.verificationCodeDigits}-digit code to <strong>{email}</strong>. Enter it below to
          finish creating your account.
        </Text>
        <TextInput
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.verificationCodeDigits}
          data-autofocus
          withAsterisk
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <FormAlert message={error} />
        <FormAlert message={info} kind="success" />
        <Group justify="space-between">
          <Button variant="default" onClick={onResend} disabled={waiting} loading={resend.isPending}>
            {waiting ? `Resend code in ${countdown.remaining}s` : 'Resend code'}
          </Button>
          <Button type="submit" loading={verify.isPending}>
            Verify
          </Button>
        </Group>
      </Stack>
    </DialogForm>
  );
}
