import { useState } from 'react';
import { Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { TaxYearsResponse } from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { setOpenFileId } from '../../api/session';
import { useSessionUser } from '../../shared/sessionUser';
import { useCanCreate, useCreateReturn, useTaxYears } from './api';
import { FilerPickerModal } from './FilerPickerModal';

export const ALREADY_FILED = 'You have already filed your tax for this year.';
const CREATE_FAILED = 'Unable to create new tax file.';

/** The year offered first: the default year while it is free, else the latest free one. */
function initialYear(t: TaxYearsResponse | undefined): number | undefined {
  if (!t) return undefined;
  const free = t.years.filter((y) => y.can_create);
  return (free.find((y) => y.year === t.default_year) ?? free[0] ?? t.years[0])?.year;
}

/**
 * Starts a tax file for the chosen tax year and opens its first step. Individuals get one per
 * year (a year they started is marked and the button is disabled for it); preparers pick the filer
 * first. `canCreate` comes from the dashboard answer when the caller has it; otherwise the button
 * asks the server itself.
 */
export function StartNewFileButton({
  canCreate,
  pending = false,
}: {
  canCreate?: boolean;
  pending?: boolean;
}) {
  const { role } = useSessionUser();
  const isFiler = role === 'user';
  const navigate = useNavigate();
  const create = useCreateReturn();
  const asked = useCanCreate(isFiler && canCreate === undefined && !pending);
  const taxYears = useTaxYears();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [picking, setPicking] = useState(false);
  const [fromLast, setFromLast] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const year = chosen ?? initialYear(taxYears.data);
  const yearFree = taxYears.data?.years.find((y) => y.year === year)?.can_create;
  const known = canCreate !== undefined || asked.isSuccess;
  const allowed = !isFiler || ((canCreate ?? asked.data ?? false) && yearFree !== false);
  const refused = isFiler && known && !allowed;
  const years = taxYears.data?.years ?? [];
  // A filer's own return of the year before can be the start of this one (issue 26).
  const startFrom = isFiler ? (taxYears.data?.years.find((y) => y.year === year)?.start_from ?? null) : null;

  const start = async (filerId?: number) => {
    setError(null);
    try {
      const { id, message } = await create.mutateAsync({
        filerId,
        taxYear: year,
        fromReturnId: startFrom !== null && fromLast ? startFrom : undefined,
      });
      if (startFrom !== null && fromLast && message) notifications.show({ color: 'green', message });
      setOpenFileId(String(id));
      setPicking(false);
      navigate(`/form1040/${id}/basic`);
    } catch (err) {
      const text = errorText(err, CREATE_FAILED);
      if (filerId) setError(text);
      else notifications.show({ color: 'red', message: text });
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap" align="flex-end">
        {years.length > 1 && (
          <NativeSelect
            label="New file's tax year"
            value={String(year ?? '')}
            onChange={(e) => setChosen(Number(e.currentTarget.value))}
            data={years.map((y) => ({
              value: String(y.year),
              label: isFiler && !y.can_create ? `${y.year} (started)` : String(y.year),
            }))}
            w={150}
          />
        )}
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => (isFiler ? start() : setPicking(true))}
          disabled={!allowed || pending}
          title={refused ? ALREADY_FILED : undefined}
          loading={create.isPending && !picking}
          aria-describedby={refused ? 'start-new-file-hint' : undefined}
        >
          Start New Tax File
        </Button>
        {refused && (
          <Text size="sm" c="dimmed" id="start-new-file-hint">
            {ALREADY_FILED}
          </Text>
        )}
        {!isFiler && (
          <FilerPickerModal
            opened={picking}
            creating={create.isPending}
            error={error}
            onClose={() => {
              setPicking(false);
              setError(null);
            }}
            onCreate={start}
          />
        )}
      </Group>
      {startFrom !== null && year !== undefined && (
        <Checkbox
          label={`Start from my ${year - 1} return (names, dependents, employers and carryovers)`}
          checked={fromLast}
          onChange={(e) => setFromLast(e.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
