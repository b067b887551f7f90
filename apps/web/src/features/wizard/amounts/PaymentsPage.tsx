import { paymentsSchema } from '@taxprep/contracts';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { AmountStep } from './AmountStep';

interface PaymentsData extends Record<string, unknown> {
  version: number;
  w2_withheld: string;
  form1099_withheld: string;
  earned_income_credit: string;
  additional_child_tax_credit: string;
  american_opportunity_credit: string;
  other_schedule_3_amount: string;
  total_payments: string;
}

export function PaymentsPage() {
  return (
    <WithFormId>
      {(id) => (
        <WizardCard
          title="Payments"
          description="Withholding comes from your W-2s and 1099s; enter other withholding and estimated payments."
        >
          <AmountStep<PaymentsData>
            id={id}
            part="payments"
            title="Payments"
            schema={paymentsSchema}
            fields={[
              {
                name: 'federal_other_tax_withheld',
                label: '25c Federal income tax withheld from other forms',
              },
              { name: 'estimated_payments', label: '26 {year} estimated tax payments' },
            ]}
            saveFailed="Failed to save payments."
            next="/dashboard"
            nextLabel="Save & Finish"
            alsoNext={{ path: `/form1040/${id}/refund`, label: 'Save & Next' }}
            successText={(res) => `${res.message} Returning to the dashboard.`}
            linesCaption="Payments and refundable credits (saved values)"
            lines={(d) => [
              { label: '25a Withheld on Forms W-2', lineKey: 'f1040.l25a', value: d.w2_withheld },
              { label: '25b Withheld on Forms 1099', lineKey: 'f1040.l25b', value: d.form1099_withheld },
              { label: '27 Earned income credit', lineKey: 'f1040.l27', value: d.earned_income_credit },
              {
                label: '28 Additional child tax credit',
                lineKey: 'f1040.l28',
                value: d.additional_child_tax_credit,
              },
              {
                label: '29 American opportunity credit',
                lineKey: 'f1040.l29',
                value: d.american_opportunity_credit,
              },
              {
                label: '31 Other Schedule 3 credits',
                lineKey: 'f1040.l31',
                value: d.other_schedule_3_amount,
              },
              { label: '33 Total payments', lineKey: 'f1040.l33', value: d.total_payments, strong: true },
            ]}
          />
        </WizardCard>
      )}
    </WithFormId>
  );
}
