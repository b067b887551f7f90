import type { FormEventHandler, ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';
import { SaveStatusAlerts } from './SaveStatusAlerts';
import { SubmitButton } from './SubmitButton';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import type { SaveStatus } from './useSaveStatus';

/**
 * A form that saves: its fields, the save outcome and the submit button (after any `actions`, such as
 * Cancel), with a warning before leaving while something is unsaved.
 */
export function SaveForm({
  onSubmit,
  onChange,
  dirty,
  status,
  onReload,
  saving,
  submitLabel,
  disabled,
  label,
  actions,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Any edit in the form (it bubbles up from every field). */
  onChange?: FormEventHandler<HTMLFormElement>;
  dirty: boolean;
  status: SaveStatus;
  onReload?: () => void;
  saving: boolean;
  submitLabel: string;
  /** Keeps the button disabled even when no save is in progress (e.g. a read-only return). */
  disabled?: boolean;
  /** The form's accessible name. */
  label?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} onChange={onChange} noValidate aria-label={label}>
      <UnsavedChangesGuard when={dirty} />
      <Stack gap="md">
        {children}
        <SaveStatusAlerts status={status} onReload={onReload} />
        <Group justify="flex-end">
          {actions}
          <SubmitButton saving={saving} label={submitLabel} disabled={saving || disabled === true} />
        </Group>
      </Stack>
    </form>
  );
}
