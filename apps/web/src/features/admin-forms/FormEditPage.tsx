import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  ADMIN_BASIC_FIELDS,
  ADMIN_FORM_DETAIL_MSG,
  adminBasicInfoSchema,
  MSG,
  STATE_CODES,
  type AdminBasicInfo,
  type AdminBasicInfoInput,
  type AdminFormDetail,
} from '@taxprep/contracts';
import { applyIssues } from '../../ui/applyIssues';
import { DigitsField } from '../../ui/DigitsField';
import { SaveStatusAlerts } from '../../ui/SaveStatusAlerts';
import { SubmitButton } from '../../ui/SubmitButton';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { useDelayedNavigate } from '../../ui/useDelayedNavigate';
import { useSaveStatus } from '../../ui/useSaveStatus';
import { useSaveBasicInfo } from './api';
import { detailPath, FormCaption, FormFrame } from './FormFrame';

const BACK_DELAY_MS = 800;

/**
 * /admin/form/{type}/{id}/edit: a return's basic info (the filer's name and home address) edited
 * here; a document is edited on its own screen in the return, where all of its form's rules apply.
 */
export function FormEditPage() {
  return (
    <FormFrame heading="Edit Basic Info">
      {(d) => (d.type === 'form1040' && d.basic ? <BasicInfoForm d={d} /> : <DocumentEdit d={d} />)}
    </FormFrame>
  );
}

function DocumentEdit({ d }: { d: AdminFormDetail }) {
  return (
    <Stack gap="md">
      <FormCaption d={d} />
      <Text>
        A {d.title} is edited on its own screen in the return, with every check of the form and the
        return&apos;s totals recomputed on save. Changes made there by staff are recorded in the audit log.
      </Text>
      <Group>
        <Button component={Link} to={d.screen}>
          Edit in the return
        </Button>
        <Button component={Link} to={`${detailPath('form1040', d.form1040_id)}/edit`} variant="light">
          Edit the return&apos;s basic info
        </Button>
        <Button component={Link} to={detailPath(d.type, d.id)} variant="default">
          Back to details
        </Button>
      </Group>
    </Stack>
  );
}

function BasicInfoForm({ d }: { d: AdminFormDetail }) {
  const b = d.basic!;
  const status = useSaveStatus();
  const go = useDelayedNavigate();
  const save = useSaveBasicInfo(String(d.id));
  const form = useForm<AdminBasicInfoInput, unknown, AdminBasicInfo>({
    resolver: zodResolver(adminBasicInfoSchema),
    defaultValues: {
      first_name: b.first_name,
      last_name: b.last_name,
      address: b.address,
      city: b.city,
      state: (b.state || '') as AdminBasicInfoInput['state'],
      zip_code: b.zip_code,
    },
  });
  const { register, control, formState } = form;
  const err = formState.errors;
  const locked = d.status === 'Accepted';

  const onSubmit = form.handleSubmit(
    async (values) => {
      status.clear();
      try {
        const res = await save.mutateAsync({ ...values, version: d.version });
        status.succeed(res.message);
        form.reset(form.getValues()); // saved: nothing is unsaved any more
        go(detailPath(d.type, d.id), BACK_DELAY_MS);
      } catch (e) {
        applyIssues(e, form.setError, ADMIN_BASIC_FIELDS);
        status.fail(e, ADMIN_FORM_DETAIL_MSG.saveFailed);
      }
    },
    () => status.warn(MSG.fixHighlighted),
  );

  return (
    <Stack gap="md">
      <FormCaption d={d} />
      {locked && (
        <Alert color="yellow" role="status">
          {MSG.acceptedReadOnly}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <form onSubmit={onSubmit} noValidate aria-label="Basic info">
          <UnsavedChangesGuard when={formState.isDirty} />
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="First name"
                withAsterisk
                autoComplete="off"
                {...register('first_name')}
                error={err.first_name?.message}
              />
              <TextInput
                label="Last name"
                withAsterisk
                autoComplete="off"
                {...register('last_name')}
                error={err.last_name?.message}
              />
            </SimpleGrid>
            <Text size="sm">
              SSN: {b.ssn_masked ?? 'not entered'}. The SSN is changed only on the return&apos;s{' '}
              <Anchor component={Link} to={`/form1040/${d.id}/basic`}>
                Personal Info step
              </Anchor>
              .
            </Text>
            <TextInput
              label="Address"
              withAsterisk
              autoComplete="off"
              {...register('address')}
              error={err.address?.message}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="City"
                withAsterisk
                autoComplete="off"
                {...register('city')}
                error={err.city?.message}
              />
              <Controller
                control={control}
                name="state"
                render={({ field, fieldState }) => (
                  <Select
                    label="State"
                    withAsterisk
                    searchable
                    data={[...STATE_CODES]}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <DigitsField control={control} name="zip_code" max={5} label="ZIP code" withAsterisk />
            </SimpleGrid>
            <SaveStatusAlerts status={status} />
            <Group justify="flex-end">
              <Button component={Link} to={detailPath(d.type, d.id)} variant="default">
                Cancel
              </Button>
              <SubmitButton
                saving={save.isPending}
                label="Save basic info"
                disabled={locked || save.isPending}
              />
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
