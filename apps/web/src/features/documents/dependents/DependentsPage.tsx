import { relationshipFromText, relationshipLabel } from '@taxprep/contracts';
import { useState } from 'react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { maskSsn, moneyText } from '../../../ui/money';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { useReturnPart, useSaveReturn, type Saved } from '../../../api/returns';
import { LoadFailed } from '../../../ui/LoadFailed';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { useReturnYear } from '../../../shared/useReturnYear';
import { ageAtYearEnd } from './claimWarnings';
import { DependentForm, EMPTY_DEPENDENT, type DependentOut, type DependentValues } from './DependentForm';
import { RowActions } from '../../../ui/RowActions';

export interface Dependent extends Omit<
  DependentValues,
  | 'date_of_birth'
  | 'date_of_death'
  | 'ssn'
  | 'tin_type'
  | 'citizenship'
  | 'gross_income'
  | 'filer_provided_over_half_support'
> {
  id: number;
  version: number;
  date_of_birth: string | null;
  date_of_death?: string | null;
  ssn: string | null;
  // Absent on a dependent saved before these were asked.
  tin_type?: string | null;
  citizenship?: string | null;
  gross_income?: string | null;
  filer_provided_over_half_support?: boolean | null;
  /** The claim the server derived (or the filer's choice), in a sentence. */
  claim_reason?: string;
}

export function DependentsPage() {
  return <WithFormId>{(id) => <Dependents id={id} />}</WithFormId>;
}

const toValues = (d: Dependent): DependentValues => ({
  first_name: d.first_name,
  last_name: d.last_name,
  ssn: d.ssn ?? '',
  // A relationship typed before the list existed opens as its list entry (or empty, to be chosen).
  relationship: relationshipFromText(d.relationship) ?? '',
  date_of_birth: d.date_of_birth ?? '',
  date_of_death: d.date_of_death ?? '',
  months_lived_with: d.months_lived_with ?? null,
  student: Boolean(d.student),
  permanently_disabled: Boolean(d.permanently_disabled),
  qualifies_for_child_tax_credit: Boolean(d.qualifies_for_child_tax_credit),
  qualifies_for_other_credit: Boolean(d.qualifies_for_other_credit),
  claim_chosen: d.claim_chosen === true,
  tin_type: d.tin_type || 'ssn',
  citizenship: d.citizenship || 'us_citizen',
  months_in_us: d.months_in_us ?? 12,
  filer_provided_over_half_support: d.filer_provided_over_half_support !== false,
  provided_over_half_own_support: Boolean(d.provided_over_half_own_support),
  filed_joint_return: Boolean(d.filed_joint_return),
  qualifying_child_of_another_taxpayer: Boolean(d.qualifying_child_of_another_taxpayer),
  gross_income: moneyText(d.gross_income),
});

function Dependents({ id }: { id: string }) {
  const q = useReturnPart<Dependent[]>(id, 'dependents');
  const year = useReturnYear();
  const [edit, setEdit] = useState<Dependent | null>(null);
  const status = useSaveStatus();
  const create = useSaveReturn<DependentOut, Saved>(id, 'post', `/api/form1040/${id}/dependents`);
  const update = useSaveReturn<DependentOut & { depId: number; version: number }, Saved>(
    id,
    'put',
    (b) => `/api/form1040/${id}/dependents/${b.depId}`,
  );
  const remove = useSaveReturn<number, Saved>(
    id,
    'delete',
    (depId) => `/api/form1040/${id}/dependents/${depId}`,
  );

  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return <LoadFailed error={q.error} message="Failed to load dependents." onRetry={() => q.refetch()} />;

  const save = async (v: DependentOut) => {
    status.clear();
    try {
      if (edit) {
        await update.mutateAsync({ ...v, depId: edit.id, version: edit.version });
        status.succeed('Dependent updated.');
      } else {
        await create.mutateAsync(v);
        status.succeed('Dependent added.');
      }
      setEdit(null);
    } catch (e) {
      status.fail(e, 'Failed to save dependent.');
      throw e;
    }
  };
  const del = async (d: Dependent) => {
    status.clear();
    try {
      await remove.mutateAsync(d.id);
      if (edit?.id === d.id) setEdit(null);
      status.succeed('Dependent deleted.');
    } catch (e) {
      status.fail(e, 'Failed to delete dependent.');
    }
  };

  return (
    <WizardCard
      title="Dependents"
      description="Children and relatives you support. Tick the credits you claim; we check them against the facts."
      wide
    >
      <Stack gap="md">
        {q.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            No dependents added yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table withTableBorder striped>
              <Table.Caption>Your dependents</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>SSN</Table.Th>
                  <Table.Th>Relationship</Table.Th>
                  <Table.Th>Age at end of {year}</Table.Th>
                  <Table.Th>Credit claimed</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.data.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>
                      {d.first_name} {d.last_name}
                    </Table.Td>
                    <Table.Td>{maskSsn(d.ssn)}</Table.Td>
                    <Table.Td>
                      {relationshipLabel(relationshipFromText(d.relationship) ?? d.relationship)}
                    </Table.Td>
                    <Table.Td>{d.date_of_birth ? ageAtYearEnd(d.date_of_birth, year) : '—'}</Table.Td>
                    <Table.Td>
                      {d.qualifies_for_child_tax_credit
                        ? 'Child tax credit'
                        : d.qualifies_for_other_credit
                          ? 'Other dependents'
                          : 'None'}
                      {d.claim_reason && <Text size="xs">{d.claim_reason}</Text>}
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        name={String(d.first_name)}
                        onEdit={() => setEdit(d)}
                        onDelete={() => del(d)}
                        busy={remove.isPending}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <SaveStatusAlerts status={status} onReload={() => void q.refetch().then(() => setEdit(null))} />
        <DependentForm
          key={edit ? `edit-${edit.id}` : 'new'}
          initial={edit ? toValues(edit) : EMPTY_DEPENDENT}
          editing={edit !== null}
          saving={create.isPending || update.isPending}
          status={status}
          onSave={save}
          onCancel={() => setEdit(null)}
        />
        <Group justify="flex-end">
          {/* The guided path: after the household comes what happened in the year (checklist). */}
          <Button component={Link} to={`/form1040/${id}/checklist`} variant="light">
            Next: what happened this year
          </Button>
        </Group>
      </Stack>
    </WizardCard>
  );
}
