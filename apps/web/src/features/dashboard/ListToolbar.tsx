import { CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { TAX_YEAR } from '@taxprep/contracts';
import { useTaxYears } from './api';
import { STATUS_FILTERS, type StatusFilter } from './query';
import type { ListQueryState } from './useListQuery';

/** The years returns can be prepared for, and the three before the default year (filed elsewhere or earlier). */
function yearOptions(years: readonly number[]): string[] {
  const all = new Set([...years, ...[0, 1, 2, 3].map((n) => TAX_YEAR - n)]);
  return [...all].sort((a, b) => b - a).map(String);
}

/** Search, status and year filters above a returns table. */
export function ListToolbar({ state, showStatus = true }: { state: ListQueryState; showStatus?: boolean }) {
  const { query, searchInput, setSearch, update } = state;
  const taxYears = useTaxYears();
  const years = yearOptions(taxYears.data?.years.map((y) => y.year) ?? []);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label="Filter returns">
      <TextInput
        label="Search"
        placeholder="Name, username or return #"
        value={searchInput}
        onChange={(e) => setSearch(e.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          searchInput ? (
            <CloseButton aria-label="Clear search" size="sm" onClick={() => setSearch('')} />
          ) : null
        }
        w={280}
        type="search"
      />
      {showStatus && (
        <NativeSelect
          label="Status"
          value={query.status}
          onChange={(e) => update({ status: e.currentTarget.value as StatusFilter })}
          data={[...STATUS_FILTERS]}
          w={150}
        />
      )}
      <NativeSelect
        label="Tax year"
        value={query.year}
        onChange={(e) => update({ year: e.currentTarget.value })}
        data={[{ value: '', label: 'All years' }, ...years]}
        w={130}
      />
    </Group>
  );
}
