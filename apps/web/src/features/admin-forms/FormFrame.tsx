import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ADMIN_FORM_DETAIL_MSG, type AdminFormDetail } from '@taxprep/contracts';
import { ApiError, errorText } from '../../api/client';
import { FormAlert } from '../../ui/FormAlert';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState';
import { usePageTitle } from '../../ui/usePageTitle';
import { useFormDetail } from './api';

export const detailPath = (type: string, id: number | string) =>
  `/admin/form/${encodeURIComponent(type)}/${id}`;

/**
 * The frame of the admin form pages: the route's form loaded once, a heading, a way back to
 * All forms, and the load states (a form that does not exist says so and offers no retry).
 */
export function FormFrame({
  heading,
  children,
}: {
  heading: string;
  children: (d: AdminFormDetail) => ReactNode;
}) {
  usePageTitle(heading);
  const { type = '', id = '' } = useParams();
  const valid = /^[a-z0-9_]{1,40}$/.test(type) && /^[1-9][0-9]{0,9}$/.test(id);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/forms" size="sm">
        ← All forms
      </Anchor>
      <Title order={1} size="h2">
        {heading}
      </Title>
      {valid ? (
        <Loaded type={type} id={id}>
          {children}
        </Loaded>
      ) : (
        <FormAlert message={ADMIN_FORM_DETAIL_MSG.notFound} />
      )}
    </Stack>
  );
}

function Loaded({
  type,
  id,
  children,
}: {
  type: string;
  id: string;
  children: (d: AdminFormDetail) => ReactNode;
}) {
  const q = useFormDetail(type, id);
  if (q.isPending) return <LoadingBlock label="Loading form" />;
  if (q.isError) {
    const gone = q.error instanceof ApiError && q.error.status === 404;
    return gone ? (
      <FormAlert message={ADMIN_FORM_DETAIL_MSG.notFound} />
    ) : (
      <LoadFailedBlock
        message={errorText(q.error, ADMIN_FORM_DETAIL_MSG.loadFailed)}
        onRetry={() => void q.refetch()}
      />
    );
  }
  return <>{children(q.data)}</>;
}

/** "W-2 Wage and Tax Statements #12 · filer jdoe (Jane Doe's 2024 return)". */
export function FormCaption({ d }: { d: AdminFormDetail }) {
  return (
    <Group gap="xs">
      <Text fw={600}>
        {d.title} #{d.id}
      </Text>
      <Text c="dimmed">
        · {d.owner.username}
        {d.return_name ? ` (${d.return_name})` : ''} · tax year {d.tax_year}
      </Text>
    </Group>
  );
}
