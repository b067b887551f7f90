import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { deductionsSchema } from '@taxprep/contracts';
import { useSummary } from '../summaryApi';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { AmountStep } from './AmountStep';

interface DeductionsData extends Record<string, unknown> {
  version: number;
  standard_deduction: string;
  itemized_deductions: string;
  deduction_used: 'standard' | 'itemized';
  line_12: string;
}

export function DeductionsPage() {
  return <WithFormId>{(id) => <Deductions id={id} />}</WithFormId>;
}

function Deductions({ id }: { id: string }) {
  // The standard amount itself is the worksheet's line; the step's own line 12 is whichever is used.
  const summary = useSummary(id);
  const standard = summary.data?.lines.find((l) => l.key === 'stdDeductionWks.total')?.value;
  return (
    <WizardCard
      title="Deductions"
      description="Medical expenses and charitable gifts are entered on your Schedule A; the larger of standard and itemized is used."
    >
      <AmountStep<DeductionsData>
        id={id}
        part="deductions"
        title="Deductions"
        schema={deductionsSchema}
        fields={[
          { name: 'medical_expenses', label: 'Medical and dental expenses (Schedule A line 1)' },
          { name: 'charitable_donations', label: 'Gifts by cash or check (Schedule A line 11)' },
        ]}
        saveFailed="Failed to save deductions."
        next={`/form1040/${id}/taxes`}
        linesCaption="Standard versus itemized"
        lines={(d) => [
          {
            label: 'Standard deduction',
            lineKey: 'stdDeductionWks.total',
            value: standard ?? (d.deduction_used === 'standard' ? d.line_12 : '0'),
          },
          {
            label: 'Itemized deductions (Schedule A line 17)',
            lineKey: 'scheduleA.l17',
            value: d.itemized_deductions,
          },
          { label: '12 Deduction used', lineKey: 'f1040.l12', value: d.line_12, strong: true },
        ]}
      >
        {(d) => (
          <Group gap="sm">
            <Text size="sm">Deduction used:</Text>
            <Badge color={d.deduction_used === 'itemized' ? 'grape' : 'blue'}>
              {d.deduction_used === 'itemized' ? 'Itemized (Schedule A)' : 'Standard'}
            </Badge>
            <Anchor component={Link} to={`/form1040/${id}/schedule-a`} size="sm">
              Open Schedule A for all itemized deductions
            </Anchor>
          </Group>
        )}
      </AmountStep>
    </WizardCard>
  );
}
