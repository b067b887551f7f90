import { Button, type ButtonProps } from '@mantine/core';

type Props = ButtonProps & { saving: boolean; label: string; savingLabel?: string };

/** The form's submit button; while saving it says so and cannot be pressed twice. */
export function SubmitButton({ saving, label, savingLabel = 'Saving…', ...rest }: Props) {
  return (
    <Button type="submit" disabled={saving} aria-busy={saving} {...rest}>
      {saving ? savingLabel : label}
    </Button>
  );
}
