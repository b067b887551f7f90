import { useState } from 'react';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ADMIN_FORM_MSG, formatUsd, type AdminFormDetail, type AdminFormField } from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { useSessionUser } from '../../shared/sessionUser';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/FormAlert';
import { formatDate } from '../../ui/formatDate';
import { ReturnStatusBadge } from '../../ui/ReturnStatusBadge';
import { TableHead } from '../../ui/TableHead';
import { useDeleteForm } from './api';
import { detailPath, FormCaption, FormFrame } from './FormFrame';

/** /admin/form/{type}/{id} (administrators and preparers): one form of any user. */
export function FormDetailPage() {
  return <FormFrame heading="Form Details">{(d) => <Details d={d} />}</FormFrame>;
}

const show = (f: AdminFormField) => (f.value === null ? '—' : f.money ? formatUsd(f.value) : f.value);

function Details({ d }: { d: AdminFormDetail }) {
  const me = useSessionUser();
  const del = useDeleteForm();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const isReturn = d.type === 'form1040';

  const runDelete = async () => {
    try {
      const r = await del.mutateAsync({ type: d.type, id: d.id });
      setResult({ kind: 'success', text: r.message });
    } catch (err) {
      setResult({ kind: 'error', text: `${ADMIN_FORM_MSG.deleteFailed} ${errorText(err, '')}`.trim() });
    } finally {
      setAsking(false);
    }
  };

  if (result?.kind === 'success')
    return (
      <Stack>
        <FormAlert message={result.text} kind="success" />
        <Anchor component={Link} to="/admin/forms">
          Back to All forms
        </Anchor>
      </Stack>
    );

  return (
    <Stack gap="lg">
      <FormCaption d={d} />
      <Group gap="sm">
        <Button component={Link} to={d.screen}>
          Open in the return
        </Button>
        <Button component={Link} to={`${detailPath(d.type, d.id)}/edit`} variant="light">
          Edit basic info
        </Button>
        <Button component={Link} to={`${detailPath(d.type, d.id)}/add-federal`} variant="light">
          Add federal forms
        </Button>
        {me.role === 'admin' && (
          <Button variant="default" c="red.9" onClick={() => setAsking(true)}>
            Delete
          </Button>
        )}
      </Group>
      <FormAlert message={result?.text} kind="error" />

      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Item label="Owner">
            <Text>{d.owner.username}</Text>
            <Text size="sm">{d.owner.email}</Text>
          </Item>
          <Item label="Return">
            {isReturn ? (
              <Text>
                Form 1040 #{d.form1040_id}, tax year {d.tax_year}
              </Text>
            ) : (
              <Anchor component={Link} to={detailPath('form1040', d.form1040_id)}>
                Form 1040 #{d.form1040_id}
                {d.return_name ? ` (${d.return_name})` : ''}
              </Anchor>
            )}
          </Item>
          <Item label="Status">
            <ReturnStatusBadge status={d.status} />
          </Item>
          <Item label="Created">
            <Text>{formatDate(d.created_at)}</Text>
          </Item>
          <Item label="Last updated">
            <Text>{formatDate(d.updated_at)}</Text>
          </Item>
        </SimpleGrid>
      </Paper>

      {d.figures.length > 0 && (
        <section aria-labelledby="figures-heading">
          <Title order={2} size="h4" id="figures-heading" mb="xs">
            Main figures
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {d.figures.map((f) => (
              <Paper key={f.label} withBorder p="sm" radius="md">
                <Text size="sm">{f.label}</Text>
                <Text fw={700} size="lg">
                  {f.value === null ? '—' : formatUsd(f.value)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      )}

      {d.sections.map((s) => (
        <Table key={s.legend} withTableBorder striped layout="fixed">
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700 }}>
            {s.legend}
          </Table.Caption>
          <Table.Tbody>
            {s.fields.map((f) => (
              <Table.Tr key={f.name}>
                <Table.Th scope="row" w="45%">
                  {f.label}
                </Table.Th>
                <Table.Td>
                  {show(f)}
                  {f.masked && (
                    <Text span size="xs" ml="xs">
                      (masked)
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ))}

      {isReturn && <Documents d={d} />}

      <ConfirmDialog
        opened={asking}
        title="Delete form?"
        message={
          isReturn
            ? 'This deletes the return with all its documents. This cannot be undone.'
            : 'This deletes the document. This cannot be undone.'
        }
        danger
        loading={del.isPending}
        onConfirm={() => void runDelete()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function Documents({ d }: { d: AdminFormDetail }) {
  if (d.documents.length === 0) return <Text>This return has no documents yet.</Text>;
  return (
    <Table withTableBorder striped>
      <Table.Caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700 }}>
        Documents of this return ({d.documents.length})
      </Table.Caption>
      <TableHead columns={['Form', 'ID', 'Name', 'Details']} />
      <Table.Tbody>
        {d.documents.map((x) => (
          <Table.Tr key={`${x.type}:${x.id}`}>
            <Table.Td>{x.title}</Table.Td>
            <Table.Td>{x.id}</Table.Td>
            <Table.Td>{x.name}</Table.Td>
            <Table.Td>
              <Anchor
                component={Link}
                to={detailPath(x.type, x.id)}
                aria-label={`Details of ${x.title} ${x.id}`}
              >
                Details
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
