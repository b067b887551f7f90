import { Group, Loader, NavLink, Stack, Text } from '@mantine/core';
import { Pill } from '../../ui/Pill';
import { Link, useLocation } from 'react-router';
import { EfileStatusBadge } from '../../shared/EfileStatusBadge';
import { itemName, itemsOf, SCHEDULE_GROUPS, useSchedules } from '../../shared/schedules';

interface Props {
  fileId: string;
  onNavigate?: () => void;
}

/** The Federal group's documents: a count per kind and each document with its e-file badge. */
export function FederalDocuments({ fileId, onNavigate }: Props) {
  const { pathname } = useLocation();
  const schedules = useSchedules(fileId);
  const base = `/form1040/${encodeURIComponent(fileId)}`;

  if (schedules.isPending)
    return (
      <Stack px="sm" py={4}>
        <Loader size="xs" aria-label="Loading forms…" />
      </Stack>
    );
  if (schedules.isError)
    return (
      <Text size="sm" c="red.9" px="sm" py={4} role="alert">
        Failed to load forms
      </Text>
    );

  const kinds = SCHEDULE_GROUPS.map((info) => ({
    kind: info.key,
    info,
    items: itemsOf(schedules.data, info.key),
  })).filter((k) => k.items.length > 0);
  const total = kinds.reduce((n, k) => n + k.items.length, 0);

  return (
    <section aria-label="Federal documents">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs" pb={2}>
        Documents ({total})
      </Text>
      {kinds.length === 0 && (
        <Text size="sm" c="dimmed" px="sm" py={4}>
          No documents yet.
        </Text>
      )}
      {kinds.map(({ kind, info, items }) => {
        const to = info.absolute ? info.path : `${base}/${info.path}`;
        return (
          <div key={kind} role="group" aria-label={`${info.label}: ${items.length}`}>
            <Group justify="space-between" wrap="nowrap" pl="lg" pr="sm" pt={4}>
              <Text size="sm" fw={600}>
                {info.label}
              </Text>
              <Pill tone="blue" aria-hidden>
                {items.length}
              </Pill>
            </Group>
            {items.map((item) => (
              <NavLink
                key={item.id}
                component={Link}
                to={to}
                label={itemName(kind, item)}
                rightSection={<EfileStatusBadge item={item} />}
                active={pathname === to}
                onClick={onNavigate}
                pl="xl"
                py={2}
              />
            ))}
          </div>
        );
      })}
    </section>
  );
}
