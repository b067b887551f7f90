import { useState } from 'react';
import { Anchor, Button, Checkbox, PasswordInput, Radio, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { MSG, registerFormSchema, ROLE_LABELS, type RegisterRequest } from '@taxprep/contracts';
import { ApiError, errorText } from '../../api/client';
import { applyIssues } from '../../ui/applyIssues';
import { FormAlert } from '../../ui/FormAlert';
import { FormCard } from '../../ui/FormCard';
import { PublicFrame } from '../../ui/PublicFrame';
import { useRegister } from './api';
import { PreparerFields } from '../../ui/PreparerFields';
import { VerifyCodeModal } from './VerifyCodeModal';
import { yearsLabel } from '../../ui/yearsLabel';

// The terms box starts unticked, while the schema only accepts it ticked.
type FormValues = RegisterRequest & { role: 'user' | 'agent' };
const resolver = zodResolver(registerFormSchema) as unknown as Resolver<FormValues>;

const FIELDS = [
  'username',
  'email',
  'password',
  'role',
  'agree_terms',
  'ptin',
  'self_employed',
  'firm_name',
  'firm_address',
  'firm_ein',
  'phone',
] as const;

const EMPTY: FormValues = {
  username: '',
  email: '',
  password: '',
  role: 'user',
  agree_terms: false,
  ptin: '',
  self_employed: false,
  firm_name: '',
  firm_address: '',
  firm_ein: '',
  phone: '',
};

/** Only agents send preparer details; a self-employed preparer has no firm. */
function toRequest(v: FormValues): RegisterRequest {
  const base: RegisterRequest = {
    username: v.username.trim(),
    email: v.email.trim(),
    password: v.password,
    role: v.role,
    agree_terms: true,
  };
  if (v.role !== 'agent') return base;
  const selfEmployed = Boolean(v.self_employed);
  return {
    ...base,
    ptin: v.ptin?.trim(),
    self_employed: selfEmployed,
    firm_name: selfEmployed ? null : v.firm_name?.trim() || null,
    firm_address: selfEmployed ? null : v.firm_address?.trim() || null,
    firm_ein: selfEmployed ? null : v.firm_ein?.trim() || null,
    phone: v.phone?.trim(),
  };
}

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const [error, setError] = useState<string | null>(null);
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);

  const form = useForm<FormValues>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const body = toRequest(values);
    try {
      const data = await register.mutateAsync(body);
      setVerifyEmail(data?.email || body.email);
    } catch (err) {
      // A registration still waiting for its code is resumed rather than refused.
      if (err instanceof ApiError && err.status === 409 && /pending/i.test(err.message)) {
        setVerifyEmail(body.email);
        return;
      }
      applyIssues(err, form.setError, FIELDS);
      setError(errorText(err, MSG.registrationFailed));
    }
  });

  const onVerified = (message: string) => {
    setVerifyEmail(null);
    notifications.show({ color: 'green', title: 'Account verified', message });
    navigate('/login', { state: { message: `${message} Please sign in.`, kind: 'success' } });
  };

  return (
    <PublicFrame size="sm">
      <FormCard
        title="Create an account"
        description={`Prepare your ${yearsLabel()} federal and California returns online.`}
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Radio.Group
                  label="Account type"
                  value={field.value ?? 'user'}
                  onChange={(value) => field.onChange(value)}
                  error={errors.role?.message}
                >
                  <Group mt="xs">
                    <Radio value="user" label={ROLE_LABELS.user} />
                    <Radio value="agent" label={ROLE_LABELS.agent} />
                  </Group>
                </Radio.Group>
              )}
            />
            <TextInput
              label="Username"
              autoComplete="username"
              withAsterisk
              error={errors.username?.message}
              {...form.register('username')}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              error={errors.email?.message}
              {...form.register('email')}
            />
            <PasswordInput
              label="Password"
              description="At least 8 characters, with letters and numbers."
              autoComplete="new-password"
              withAsterisk
              error={errors.password?.message}
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
              {...form.register('password')}
            />
            {role === 'agent' && <PreparerFields form={form} />}
            <Checkbox
              label="I agree to the terms of use and the privacy policy."
              error={errors.agree_terms?.message}
              {...form.register('agree_terms')}
            />
            <FormAlert message={error} />
            <Button type="submit" loading={register.isPending} fullWidth>
              Create account
            </Button>
          </Stack>
        </form>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Sign in
          </Anchor>
        </Text>
      </FormCard>
      <VerifyCodeModal email={verifyEmail} onClose={() => setVerifyEmail(null)} onVerified={onVerified} />
    </PublicFrame>
  );
}
