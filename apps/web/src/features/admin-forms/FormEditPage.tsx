import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  ADMIN_BASIC_FIELDS,
  ADMIN_FORM_DETAIL_MSG,
  adminBasicInfoSchema,
  MSG,
  type AdminBasicInfo,
  type AdminBasicInfoInput,
  type AdminFormDetail,
} from '@taxprep/contracts';
import { NameAddressFields } from '../../ui/NameAddressFields';
import { SaveForm } from '../../ui/SaveForm';
import { useSaveSubmit } from '../../ui/useSaveSubmit';
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
  const { formProps } = useSaveSubmit(form, {
    save: (values) => save.mutateAsync({ ...values, version: d.version }),
    fields: ADMIN_BASIC_FIELDS,
    failMessage: ADMIN_FORM_DETAIL_MSG.saveFailed,
    next: detailPath(d.type, d.id),
    delayMs: BACK_DELAY_MS,
  });
  const locked = d.status === 'Accepted';

  return (
    <Stack gap="md">
      <FormCaption d={d} />
      {locked && (
        <Alert color="yellow" role="status">
          {MSG.acceptedReadOnly}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <SaveForm
          {...formProps}
          saving={save.isPending}
          submitLabel="Save basic info"
          disabled={locked}
          label="Basic info"
          actions={
            <Button component={Link} to={detailPath(d.type, d.id)} variant="default">
              Cancel
            </Button>
          }
        >
          <NameAddressFields form={form} autoFill={false}>
            <Text size="sm">
              SSN: {b.ssn_masked ?? 'not entered'}. The SSN is changed only on the return&apos;s{' '}
              <Anchor component={Link} to={`/form1040/${d.id}/basic`}>
                Personal Info step
              </Anchor>
              .
            </Text>
          </NameAddressFields>
        </SaveForm>
      </Paper>
    </Stack>
  );
}
