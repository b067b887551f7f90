import { Button, Group, Table } from '@mantine/core';
import { maskSsn } from '../../../ui/money';

interface Props {
  firstName: string;
  lastName: string;
  ssn: string;
  /** Married filing separately, a nonresident alien with no number: shown as the return shows it. */
  nra?: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** The spouse on file, read-only; the SSN is masked. */
export function SpouseTable({ firstName, lastName, ssn, nra, deleting, onEdit, onDelete }: Props) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder>
        <Table.Caption>Spouse on file</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>First name</Table.Th>
            <Table.Th>Last name</Table.Th>
            <Table.Th>SSN</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{firstName}</Table.Td>
            <Table.Td>{lastName}</Table.Td>
            <Table.Td>{ssn ? maskSsn(ssn) : nra ? 'NRA' : maskSsn(ssn)}</Table.Td>
            <Table.Td>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={onEdit}>
                  Edit
                </Button>
                <Button size="xs" variant="default" c="red.9" onClick={onDelete} disabled={deleting}>
                  {deleting ? 'Deleting…' : 'Delete'}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
