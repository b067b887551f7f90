import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconArrowForwardUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CarriedReturnFacts } from '@taxprep/contracts';
import { api } from '../api/client';
import { returnKey } from '../api/returns';

/** An amount ("5000.00") as dollars ("$5,000.00"); any other value as it is. */
const shown = (v: string) =>
  /^-?\d+\.\d{2}$/.test(v)
    ? Number(v).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })
    : v;

/**
 * What a return took from last year's when it was started from it (issue 26): each carried value
 * with its source and a link to where it can be changed (`here`: the screen the panel is on, whose
 * values are changed in its own form), and the dependents to look at again.
 * Nothing when the return was started empty.
 */
export function CarriedPanel({ id, here }: { id: string; here?: string }) {
  const info = useQuery({
    queryKey: returnKey(id, 'info'),
    queryFn: () => api.get<{ carried?: CarriedReturnFacts | null }>(`/api/form1040/${id}`),
  });
  const c = info.data?.carried;
  if (!c) return null;
  const link = (screen: string) => `/form1040/${id}/${screen}`;
  return (
    <section aria-label={`Carried from your ${c.from_year} return`}>
      <Alert
        color="blue"
        variant="light"
        role="note"
        icon={<IconArrowForwardUp size={18} aria-hidden />}
        title={`Carried from your ${c.from_year} return`}
      >
        <Stack gap="xs">
          <Text size="sm">Check each value; change it on its screen if this year is different.</Text>
          <List size="sm" spacing={4}>
            {c.values.map((v) => (
              <List.Item key={v.path}>
                <Text span size="sm" fw={600}>
                  {v.label}:
                </Text>{' '}
                {shown(v.value)}{' '}
                <Text span size="xs" c="dimmed">
                  (from {v.source})
                </Text>{' '}
                {/* A value entered on the screen the panel is on is changed in the form below it. */}
                {v.screen === here ? (
                  <Text span size="xs" c="dimmed">
                    (change it below)
                  </Text>
                ) : (
                  <Anchor component={Link} to={link(v.screen)} size="sm">
                    Change
                  </Anchor>
                )}
              </List.Item>
            ))}
          </List>
          {c.flags.map((f) => (
            <Alert key={f.message} color="yellow" variant="light" role="status">
              {f.message}{' '}
              <Anchor component={Link} to={link(f.screen)} size="sm">
                Review
              </Anchor>
            </Alert>
          ))}
        </Stack>
      </Alert>
    </section>
  );
}
