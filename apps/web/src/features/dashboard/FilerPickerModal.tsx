import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DialogForm } from '../../ui/DialogForm';
import { FormAlert } from '../../ui/FormAlert';
import { useFilers } from './api';
import { SEARCH_DEBOUNCE_MS } from './useListQuery';

interface Props {
  opened: boolean;
  creating: boolean;
  error: string | null;
  onClose: () => void;
  onCreate: (filerId: number) => void;
}

/** Preparers choose whose return they start; the server searches filers by username or email. */
export function FilerPickerModal({ opened, creating, error, onClose, onCreate }: Props) {
  const [search, setSearch] = useState('');
  const [value, setValue] = useState<string | null>(null);
  const [chosenLabel, setChosenLabel] = useState('');
  const [term] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filers = useFilers(term, opened);
  const options = (filers.data ?? []).map((f) => ({
    value: String(f.id),
    label: `${f.username} (${f.email})`,
  }));
  // Keep the chosen filer listed even when a later search no longer matches it.
  // Its label is the one it had when chosen, not whatever is being typed now.
  const chosen = value && !options.some((o) => o.value === value) ? [{ value, label: chosenLabel }] : [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Start a new tax file"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <DialogForm
        onSubmit={() => {
          if (value) onCreate(Number(value));
        }}
      >
        <Stack>
          <Text size="sm">Choose the individual filer this return is for.</Text>
          <Select
            label="Filer"
            placeholder="Search by username or email"
            searchable
            data-autofocus
            data={[...chosen, ...options]}
            value={value}
            onChange={(v, option) => {
              setValue(v);
              setChosenLabel(option?.label ?? '');
            }}
            allowDeselect={false}
            searchValue={search}
            onSearchChange={setSearch}
            // The server already filtered the list.
            filter={({ options: all }) => all}
            nothingFoundMessage={filers.isFetching ? 'Searching…' : 'No filers found'}
            error={filers.isError ? 'Could not load filers.' : undefined}
            comboboxProps={{ withinPortal: true }}
            required
          />
          <FormAlert message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={creating}>
              Cancel
            </Button>
            <Button type="submit" disabled={!value} loading={creating}>
              Create tax file
            </Button>
          </Group>
        </Stack>
      </DialogForm>
    </Modal>
  );
}
