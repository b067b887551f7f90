import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useFieldArray, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import {
  f2441Schema,
  formatUsd,
  MSG,
  TIN_UNAVAILABLE_OPTIONS,
  type F2441Output,
  type F2441View,
} from '@taxprep/contracts';
import { ApiError } from '../../../api/client';
import { MoneyField } from '../../../ui/MoneyField';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { SubmitButton } from '../../../ui/SubmitButton';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { CareEntry } from './CareEntry';
import { CareExtras } from './CareExtras';
import { useReturnYear } from '../../../shared/useReturnYear';

export type CareOut = Omit<F2441Output, 'version'>;

export interface CareValues {
  providers: {
    name: string;
    address: string;
    tin: string;
    tax_exempt: boolean;
    tin_unavailable: string;
    household_employee: boolean;
    amount_paid: string;
  }[];
  persons: { dependent_id: string; expenses: string; over_12_and_disabled: boolean }[];
  employer_benefits: string;
  carryover_from_2023: string;
  forfeited_or_carried_forward: string;
  benefits_from_own_business: string;
  plan_maximum: string;
  expenses_incurred: string;
  student_or_disabled_months: string;
  student_or_disabled: string;
  student_or_disabled_earned: string;
  combat_pay_election_taxpayer: boolean;
  combat_pay_election_spouse: boolean;
}

const s = (v: string | number | null | undefined) => (v == null ? '' : String(v));

export function toValues(v: F2441View): CareValues {
  return {
    providers: v.providers.map((p) => ({
      ...p,
      tin: s(p.tin),
      tin_unavailable: s(p.tin_unavailable),
      amount_paid: s(p.amount_paid),
    })),
    persons: v.persons.map((p) => ({ ...p, dependent_id: s(p.dependent_id), expenses: s(p.expenses) })),
    employer_benefits: s(v.employer_benefits),
    carryover_from_2023: s(v.carryover_from_2023),
    forfeited_or_carried_forward: s(v.forfeited_or_carried_forward),
    benefits_from_own_business: s(v.benefits_from_own_business),
    plan_maximum: s(v.plan_maximum),
    expenses_incurred: s(v.expenses_incurred),
    student_or_disabled_months: s(v.student_or_disabled_months),
    student_or_disabled: s(v.student_or_disabled),
    student_or_disabled_earned: s(v.student_or_disabled_earned),
    combat_pay_election_taxpayer: v.combat_pay_election_taxpayer,
    combat_pay_election_spouse: v.combat_pay_election_spouse,
  };
}

const NEW_PROVIDER = {
  name: '',
  address: '',
  tin: '',
  tax_exempt: false,
  tin_unavailable: '',
  household_employee: false,
  amount_paid: '',
};

const TIN_UNAVAILABLE = [
  { value: '', label: 'I have the number' },
  ...TIN_UNAVAILABLE_OPTIONS.map((o) => ({ value: o.value, label: o.label })),
];

interface Props {
  view: F2441View;
  saving: boolean;
  backTo: string;
  onSave: (values: CareOut) => Promise<{ message: string; values: CareValues }>;
}

/** Puts the server's 400 issues ("providers.0.tin") on the matching inputs. */
function applyServerIssues(e: unknown, setError: (name: Path<CareValues>, m: { message: string }) => void) {
  if (!(e instanceof ApiError)) return;
  for (const i of e.issues) setError(String(i.path) as Path<CareValues>, { message: i.message });
}

export function CareForm({ view, saving, backTo, onSave }: Props) {
  const year = useReturnYear();
  const status = useSaveStatus();
  const form = useForm<CareValues, unknown, F2441Output>({
    resolver: zodResolver(f2441Schema) as unknown as Resolver<CareValues, unknown, F2441Output>,
    defaultValues: toValues(view),
  });
  const providers = useFieldArray({ control: form.control, name: 'providers' });
  const persons = useFieldArray({ control: form.control, name: 'persons' });
  const err = form.formState.errors;
  const exempt = useWatch({ control: form.control, name: 'providers' });
  const onSubmit = form.handleSubmit(
    async (values) => {
      status.clear();
      try {
        const { version: _v, ...body } = values;
        const r = await onSave(body);
        form.reset(r.values); // saved: nothing is unsaved any more
        status.succeed(r.message);
      } catch (e) {
        applyServerIssues(e, form.setError);
        status.fail(e, 'Failed to save child and dependent care.');
      }
    },
    () => status.warn(MSG.fixHighlighted),
  );
  const depOptions = [
    { value: '', label: 'Choose a dependent' },
    ...view.dependents.map((d) => ({
      value: String(d.id),
      label: `${d.name}${d.under_13 ? ' (under 13)' : d.disabled ? ' (disabled)' : ' (13 or older)'}`,
    })),
  ];
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Child and dependent care">
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <Stack gap="lg">
        <section aria-labelledby="care-providers">
          <Title order={2} size="h4" id="care-providers">
            Care providers (Part I)
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            Each person or organization you paid for care. Enter their SSN or EIN (ask them for Form W-10); a
            church or school that is tax-exempt needs no number.
          </Text>
          <Stack gap="sm">
            {providers.fields.map((f, i) => (
              <CareEntry
                key={f.id}
                label={`Care provider ${i + 1}`}
                removeLabel={`Remove provider ${i + 1}`}
                onRemove={() => providers.remove(i)}
                checks={
                  <>
                    <Checkbox
                      label="Tax-exempt organization"
                      {...form.register(`providers.${i}.tax_exempt`)}
                    />
                    <Checkbox
                      label="Household employee (for example a nanny in your home)"
                      {...form.register(`providers.${i}.household_employee`)}
                    />
                  </>
                }
              >
                <TextInput
                  label="Provider name"
                  {...form.register(`providers.${i}.name`)}
                  error={err.providers?.[i]?.name?.message}
                />
                <TextInput
                  label="Provider address"
                  {...form.register(`providers.${i}.address`)}
                  error={err.providers?.[i]?.address?.message}
                />
                <TextInput
                  label="Provider SSN or EIN"
                  description="9 digits; a saved number shows only its last 4"
                  autoComplete="off"
                  disabled={exempt?.[i]?.tax_exempt === true}
                  {...form.register(`providers.${i}.tin`)}
                  error={err.providers?.[i]?.tin?.message}
                />
                <NativeSelect
                  label="Could not get the number?"
                  description="If you asked and the provider refused, or moved and can’t be found, you can still take the credit: the return explains it on an attached statement."
                  data={TIN_UNAVAILABLE}
                  disabled={exempt?.[i]?.tax_exempt === true}
                  {...form.register(`providers.${i}.tin_unavailable`)}
                  error={err.providers?.[i]?.tin_unavailable?.message}
                />
                <MoneyField
                  control={form.control}
                  name={`providers.${i}.amount_paid`}
                  label={`Amount paid in ${year}`}
                />
              </CareEntry>
            ))}
            <Group>
              <Button variant="light" onClick={() => providers.append(NEW_PROVIDER)}>
                Add a care provider
              </Button>
            </Group>
          </Stack>
        </section>
        <Divider />
        <section aria-labelledby="care-persons">
          <Title order={2} size="h4" id="care-persons">
            Qualifying persons (line 2)
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            Children under 13 at the end of {year}, or a dependent of any age who could not care for
            themselves. Enter what you paid for each one’s care in {year}. Not listed? Add them on the{' '}
            <Anchor component={Link} to="../dependents" relative="path" underline="always">
              Dependents
            </Anchor>{' '}
            screen first.
          </Text>
          <Stack gap="sm">
            {persons.fields.map((f, i) => (
              <CareEntry
                key={f.id}
                label={`Qualifying person ${i + 1}`}
                removeLabel={`Remove person ${i + 1}`}
                onRemove={() => persons.remove(i)}
                checks={
                  <Checkbox
                    label="Over 12 and not able to care for themselves"
                    {...form.register(`persons.${i}.over_12_and_disabled`)}
                  />
                }
              >
                <NativeSelect
                  label="Dependent"
                  data={depOptions}
                  {...form.register(`persons.${i}.dependent_id`)}
                  error={err.persons?.[i]?.dependent_id?.message}
                />
                <MoneyField
                  control={form.control}
                  name={`persons.${i}.expenses`}
                  label={`Care expenses paid in ${year}`}
                />
              </CareEntry>
            ))}
            {err.persons?.message && (
              <Text c="red" size="sm">
                {err.persons.message}
              </Text>
            )}
            <Group>
              <Button
                variant="light"
                disabled={view.dependents.length === 0}
                onClick={() =>
                  persons.append({ dependent_id: '', expenses: '', over_12_and_disabled: false })
                }
              >
                Add a qualifying person
              </Button>
            </Group>
          </Stack>
        </section>
        <Divider />
        <CareExtras form={form} view={view} />
        <Paper withBorder p="sm" aria-live="polite">
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>
                  Line 3: expenses that count (at most $3,000 for one person, $6,000 for two or more)
                </Table.Td>
                <Table.Td ta="right">{formatUsd(view.computed.qualified_expenses)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>Line 11: credit (Schedule 3 line 2)</Table.Td>
                <Table.Td ta="right" data-testid="f2441-credit">
                  {formatUsd(view.computed.credit)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            Figures as last saved.
          </Text>
        </Paper>
        <SaveStatusAlerts status={status} />
        <Group justify="space-between">
          <Button variant="default" component={Link} to={backTo}>
            Back to Credits
          </Button>
          <SubmitButton saving={saving} label="Save" />
        </Group>
      </Stack>
    </form>
  );
}
