import { useState } from 'react';
import { Anchor, Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { form1099SimpleSchema } from '@taxprep/contracts';
import { getOpenFileId } from '../../api/session';
import { applyIssues } from '../../ui/applyIssues';
import { FormAlert } from '../../ui/FormAlert';
import { FormCard } from '../../ui/FormCard';
import { PageLoader } from '../../ui/PageLoader';
import { fullName, type ReturnListItem } from '../../api/returnList';
import { useForm1040Options, useSubmitForm1099, type Form1099Body, type Form1099Input } from './api';
import { F1099_MSG, submitErrorText } from './messages';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';

const FIELDS = [
  'form1040_id',
  'payer_name',
  'recipient_name',
  'tin',
  'amount',
  'federal_tax_withheld',
  'notes',
];
const EMPTY: Form1099Input = {
  form1040_id: '',
  payer_name: '',
  recipient_name: '',
  tin: '',
  amount: '',
  federal_tax_withheld: '',
  notes: '',
};

/** /form1099: a simple Form 1099 linked to one of the user's returns. */
export function Form1099Page() {
  const options = useForm1040Options();
  if (options.isPending) return <PageLoader label="Loading your returns…" />;
  return <Form1099Form returns={options.data ?? []} optionsFailed={options.isError} />;
}

function Form1099Form({ returns, optionsFailed }: { returns: ReturnListItem[]; optionsFailed: boolean }) {
  const openId = getOpenFileId();
  const preselect = returns.some((r) => String(r.id) === openId)
    ? openId!
    : returns.length === 1
      ? String(returns[0]!.id)
      : '';
  const submit = useSubmitForm1099();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<Form1099Input, unknown, Form1099Body>({
    resolver: zodResolver(form1099SimpleSchema),
    defaultValues: { ...EMPTY, form1040_id: preselect },
  });
  const { errors } = form.formState;
  const err = (name: keyof Form1099Input) => errors[name]?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setDone(false);
    try {
      await submit.mutateAsync(values);
      setDone(true);
      notifications.show({ color: 'green', message: F1099_MSG.submitted });
      form.reset({ ...EMPTY, form1040_id: String(values.form1040_id) });
    } catch (e) {
      applyIssues(e, form.setError, FIELDS);
      setError(submitErrorText(e));
    }
  });

  const data = [
    { value: '', label: returns.length ? 'Select a Form 1040' : 'No Form 1040 available' },
    ...returns.map((r) => ({
      value: String(r.id),
      label: `#${r.id} · ${fullName(r) || r.username} · ${r.tax_year}`,
    })),
  ];

  return (
    <Stack maw={720}>
      <FormCard
        title="Form 1099"
        description="Record a Form 1099 you received and link it to one of your Form 1040 returns."
      >
        <form onSubmit={onSubmit} noValidate>
          <UnsavedChangesGuard when={form.formState.isDirty} />
          <Stack>
            <FormAlert message={optionsFailed ? F1099_MSG.optionsFailed : null} />
            <FormAlert message={error} />
            <FormAlert message={done ? F1099_MSG.submitted : null} kind="success" />
            <NativeSelect
              label="Linked Form 1040"
              data={data}
              error={err('form1040_id')}
              required
              {...form.register('form1040_id')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Payer name"
                required
                error={err('payer_name')}
                {...form.register('payer_name')}
              />
              <TextInput
                label="Recipient name"
                required
                error={err('recipient_name')}
                {...form.register('recipient_name')}
              />
              <TextInput
                label="Recipient TIN"
                description="9 digits"
                required
                inputMode="numeric"
                maxLength={11}
                error={err('tin')}
                {...form.register('tin')}
              />
              <TextInput
                label="Amount"
                required
                inputMode="decimal"
                leftSection="$"
                error={err('amount')}
                {...form.register('amount')}
              />
              <TextInput
                label="Federal tax withheld"
                inputMode="decimal"
                leftSection="$"
                error={err('federal_tax_withheld')}
                {...form.register('federal_tax_withheld')}
              />
            </SimpleGrid>
            <Textarea
              label="Notes"
              autosize
              minRows={2}
              maxLength={1000}
              error={err('notes')}
              {...form.register('notes')}
            />
            <Group justify="space-between">
              <Anchor component={Link} to="/form1099/list" size="sm">
                Submitted Form 1099s
              </Anchor>
              <Button type="submit" loading={submit.isPending}>
                Submit Form 1099
              </Button>
            </Group>
          </Stack>
        </form>
      </FormCard>
    </Stack>
  );
}
