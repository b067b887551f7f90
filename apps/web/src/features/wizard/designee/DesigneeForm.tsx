import { Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { designeeSchema, MSG } from '@taxprep/contracts';
import { applyIssues } from '../../../ui/applyIssues';
import { DigitsField } from '../../../ui/DigitsField';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { SubmitButton } from '../../../ui/SubmitButton';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { formatPhone } from './phone';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';

export interface DesigneeValues {
  third_party_designee: boolean;
  designee_name: string;
  designee_phone: string;
  designee_pin: string;
}
export type DesigneeOut = z.output<typeof designeeSchema>;
const FIELDS = ['third_party_designee', 'designee_name', 'designee_phone', 'designee_pin'];

interface Props {
  initial: DesigneeValues;
  saving: boolean;
  onSave: (values: DesigneeOut) => Promise<string>;
  onReload?: () => Promise<DesigneeValues | undefined>;
}

/** The designee form; unticking the box clears and locks the name, phone and PIN. */
export function DesigneeForm({ initial, saving, onSave, onReload }: Props) {
  const status = useSaveStatus();
  const form = useForm<DesigneeValues, unknown, DesigneeOut>({
    resolver: zodResolver(designeeSchema) as unknown as Resolver<DesigneeValues, unknown, DesigneeOut>,
    defaultValues: initial,
  });
  const enabled = useWatch({ control: form.control, name: 'third_party_designee' });
  const err = form.formState.errors;
  const onSubmit = form.handleSubmit(
    async (values) => {
      status.clear();
      try {
        status.succeed(await onSave(values));
        form.reset(form.getValues()); // saved: nothing is unsaved any more
      } catch (e) {
        applyIssues(e, form.setError, FIELDS);
        status.fail(e, 'Failed to save.');
      }
    },
    () => status.warn(MSG.fixHighlighted),
  );
  const reload = async () => {
    const v = await onReload?.();
    if (v) form.reset(v);
    status.clear();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <Stack gap="md">
        <Checkbox
          label="Allow another person to discuss this return with the IRS"
          {...form.register('third_party_designee', {
            onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
              if (e.target.checked) return;
              form.setValue('designee_name', '');
              form.setValue('designee_phone', '');
              form.setValue('designee_pin', '');
              form.clearErrors();
            },
          })}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Designee name"
            disabled={!enabled}
            {...form.register('designee_name')}
            error={err.designee_name?.message}
          />
          <Controller
            control={form.control}
            name="designee_phone"
            render={({ field, fieldState }) => (
              <TextInput
                label="Designee phone"
                type="tel"
                inputMode="tel"
                placeholder="(555) 555-5555"
                disabled={!enabled}
                name={field.name}
                ref={field.ref}
                value={formatPhone(field.value)}
                onChange={(e) => field.onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, 10))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <DigitsField
            control={form.control}
            name="designee_pin"
            max={5}
            label="Designee PIN"
            description="5 digits"
            disabled={!enabled}
          />
        </SimpleGrid>
        <SaveStatusAlerts status={status} onReload={onReload ? reload : undefined} />
        <Group justify="flex-end">
          <SubmitButton saving={saving} label="Save & Next" />
        </Group>
      </Stack>
    </form>
  );
}
