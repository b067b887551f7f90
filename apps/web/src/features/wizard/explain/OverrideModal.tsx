import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { overrideSchema } from '@taxprep/contracts';
import { DialogForm } from '../../../ui/DialogForm';
import { MoneyInput } from '../../../ui/MoneyInput';
import { SaveError } from '../../../ui/SaveError';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { useSaveReturn, type Saved } from '../../../api/returns';
import { lineLabel } from './lineLabel';

interface Props {
  formId: string;
  lineKey: string | null;
  version: number | undefined;
  onClose: () => void;
  /** The return's version after the override: the step's next save must send it. */
  onSaved?: (version: number) => void;
}

/** A preparer replaces a computed line with their own figure, and must say why. */
export function OverrideModal({ formId, lineKey, version, onClose, onSaved }: Props) {
  return (
    <Modal
      opened={lineKey !== null}
      onClose={onClose}
      title={lineKey ? `Override ${lineLabel(lineKey)}` : 'Override'}
    >
      {lineKey && (
        <OverrideForm
          formId={formId}
          lineKey={lineKey}
          version={version}
          onDone={(v) => {
            if (v !== undefined) onSaved?.(v);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

function OverrideForm({
  formId,
  lineKey,
  version,
  onDone,
}: {
  formId: string;
  lineKey: string;
  version?: number;
  onDone: (version: number | undefined) => void;
}) {
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const status = useSaveStatus();
  const save = useSaveReturn<object, Saved>(formId, 'put', `/api/form1040/${formId}/overrides`);
  const submit = async () => {
    const parsed = overrideSchema.safeParse({ key: lineKey, value, reason });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      const res = await save.mutateAsync({ ...parsed.data, version });
      onDone(res.version);
    } catch (err) {
      status.fail(err, 'Failed to save.');
    }
  };
  return (
    <DialogForm onSubmit={submit}>
      <Stack gap="sm">
        <MoneyInput
          label="Amount to use"
          value={value}
          onChange={setValue}
          error={errors.value}
          data-autofocus
        />
        <Textarea
          label="Reason"
          description="Required: say why the computed figure is replaced. It is kept with the return."
          withAsterisk
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
          maxLength={500}
          autosize
          minRows={2}
        />
        <SaveError error={status.error} message={status.errorMessage} />
        <Group justify="flex-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save override'}
          </Button>
        </Group>
      </Stack>
    </DialogForm>
  );
}
