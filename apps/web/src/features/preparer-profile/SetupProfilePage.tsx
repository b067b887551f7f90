import { useEffect, useState } from 'react';
import { Box, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { preparerProfileSchema, type PreparerProfile, type PreparerProfileRequest } from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { applyIssues } from '../../ui/applyIssues';
import { FormAlert } from '../../ui/FormAlert';
import { FormCard } from '../../ui/FormCard';
import { PageLoader } from '../../ui/PageLoader';
import { RequireRole } from '../../shared/RequireRole';
import { useSessionUser } from '../../shared/sessionUser';
import { usePreparerProfile, useSavePreparerProfile, type ProfileRole, type SavedProfile } from './api';
import { PreparerFields } from '../../ui/PreparerFields';

const SAVED_TEXT = 'Preparer profile saved successfully.';
const REDIRECT_DELAY_MS = 1000;
const FIELDS = ['ptin', 'self_employed', 'firm_name', 'firm_address', 'firm_ein', 'phone'] as const;

export function SetupProfilePage() {
  return (
    <RequireRole roles={['agent', 'admin']}>
      <SetupProfile />
    </RequireRole>
  );
}

function SetupProfile() {
  const { role } = useSessionUser();
  const profileRole = role as ProfileRole;
  const profile = usePreparerProfile(profileRole);
  if (profile.isPending) return <PageLoader />;
  return <ProfileForm role={profileRole} saved={profile.data ?? null} />;
}

function toDefaults(saved: SavedProfile | null): PreparerProfileRequest {
  return {
    ptin: saved?.ptin ?? '',
    self_employed: saved?.self_employed ?? false,
    firm_name: saved?.firm_name ?? '',
    firm_address: saved?.firm_address ?? '',
    firm_ein: saved?.firm_ein ?? '',
    phone: saved?.phone ?? '',
  };
}

const profileResolver = zodResolver(preparerProfileSchema);

function ProfileForm({ role, saved }: { role: ProfileRole; saved: SavedProfile | null }) {
  const navigate = useNavigate();
  const save = useSavePreparerProfile(role);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<PreparerProfileRequest, unknown, PreparerProfile>({
    // The firm fields are hidden for the self-employed, so an error in them could not be seen or fixed.
    resolver: (values, ctx, options) =>
      profileResolver(
        values.self_employed ? { ...values, firm_name: null, firm_address: null, firm_ein: null } : values,
        ctx,
        options,
      ),
    defaultValues: toDefaults(saved),
  });

  useEffect(() => {
    if (!done) return;
    const id = setTimeout(() => navigate('/dashboard', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(id);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    // A self-employed preparer has no firm, so nothing stale is kept from earlier input.
    const body: PreparerProfile = values.self_employed
      ? { ...values, firm_name: null, firm_address: null, firm_ein: null }
      : { ...values, firm_ein: values.firm_ein || null };
    try {
      await save.mutateAsync(body);
      notifications.show({ color: 'green', message: SAVED_TEXT });
      setDone(true);
    } catch (err) {
      applyIssues(err, form.setError, FIELDS);
      setError(errorText(err, 'Failed to save profile.'));
    }
  });

  return (
    <Box maw={560}>
      <FormCard
        title="Preparer Profile Setup"
        description="Tax preparers and administrators need a profile before working on returns."
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <PreparerFields form={form} />
            <FormAlert message={error} />
            <FormAlert message={done ? `${SAVED_TEXT} Redirecting to the dashboard…` : null} kind="success" />
            <Button type="submit" loading={save.isPending} disabled={done}>
              Save profile
            </Button>
          </Stack>
        </form>
        <Text size="xs" c="dimmed">
          Last updated 10/01/2025
        </Text>
      </FormCard>
    </Box>
  );
}
