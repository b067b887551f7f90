import { adjustmentsSchema, LIMITS } from '@taxprep/contracts';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { AmountStep } from './AmountStep';

interface AdjustmentsData extends Record<string, unknown> {
  version: number;
  total_adjustments: string;
}

export function AdjustmentsPage() {
  return (
    <WithFormId>
      {(id) => (
        <WizardCard
          title="Adjustments to Income"
          description="Amounts that reduce your income before tax (Schedule 1, Part II)."
        >
          <AmountStep<AdjustmentsData>
            id={id}
            part="adjustments"
            title="Adjustments"
            schema={adjustmentsSchema}
            fields={[
              { name: 'adjustments_to_income', label: 'Adjustments to income' },
              {
                name: 'adjustment_description',
                label: 'Description',
                description: 'Required when the amount is above 0',
                text: { maxLength: LIMITS.adjustmentDescriptionMax },
              },
            ]}
            saveFailed="Failed to save adjustments."
            next={`/form1040/${id}/deductions`}
            nextLabel="Save & Next"
            lines={(d) => [
              {
                label: '10 Total adjustments to income',
                lineKey: 'f1040.l10',
                value: d.total_adjustments,
                strong: true,
              },
            ]}
          />
        </WizardCard>
      )}
    </WithFormId>
  );
}
