/**
 * A dependent of the return (spec 000): routes under the return, the SSN and birth date secret,
 * and the engine's dependent list. Its screen keeps its own form for the credit-claim warnings and
 * asks each eligibility fact only when it can change a credit (DependentForm's questions).
 */
import { DEPENDENT_MSG, dependentSchema, RELATIONSHIPS, relationshipLabel } from '../../return-documents';
import { MSG } from '../../messages';
import { deathYearIssue } from '../../returns';
import type { DocumentDef } from '../define';
import type { Dependent, DependentClaim } from '@taxprep/tax-engine';
import {
  CITIZENSHIP_OPTIONS,
  DEPENDENT_TIN_TYPES,
  ELIGIBILITY_MSG,
  ELIGIBILITY_WHY,
} from '../../eligibility';
import { flag, money, text } from '../parts';

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

const choice = (v: unknown) => (typeof v === 'boolean' ? v : undefined);

/** The claim in a sentence: "Qualifies for the child tax credit: under 17 at the end of 2024, lived with you 12 months". */
export function claimSentence(c: DependentClaim): string {
  const credit = c.qualifies_for_child_tax_credit
    ? 'the child tax credit'
    : c.qualifies_for_other_credit
      ? 'the credit for other dependents'
      : null;
  if (c.chosen) return credit ? `You claim ${credit}.` : 'You claim no credit for this dependent.';
  return credit ? `Qualifies for ${credit}: ${c.reason}.` : `No credit: ${c.reason}.`;
}

/**
 * A stored dependent as the API answers it: the claim flags in effect `c` (the filer's, or derived
 * as the engine derives them: the caller asks the engine's dependentClaim for `c`, since contracts
 * reads only the engine's types), whether the filer chose them, and why.
 */
export function dependentView(d: Record<string, unknown>, c: DependentClaim): Record<string, unknown> {
  return {
    ...d,
    qualifies_for_child_tax_credit: c.qualifies_for_child_tax_credit,
    qualifies_for_other_credit: c.qualifies_for_other_credit,
    claim_chosen: c.chosen,
    claim_reason: claimSentence(c),
  };
}

export const dependent: DocumentDef = {
  kind: 'dependent',
  schedulesKey: 'dependents',
  title: 'Dependents',
  short: 'Dependent',
  plural: 'dependents',
  route: 'dependents',
  routeAliases: [],
  description: 'Children and relatives you claim (child tax credit, credit for other dependents, EIC)',
  engine: 'dependents',
  listing: {
    label: 'Dependents',
    order: 20,
    details: [
      { key: 'first_name', label: 'First name' },
      { key: 'last_name', label: 'Last name' },
    ],
  },
  api: {
    list: ['/api/form1040/:id/dependents'],
    create: [],
    createUnder: ['/api/form1040/:id/dependents'],
    item: [],
    under: ['/api/form1040/:id/dependents/:itemId'],
  },
  schema: dependentSchema,
  checks: [
    {
      level: 'refuse',
      field: 'date_of_death',
      test: (v, ctx) => deathYearIssue(str(v.date_of_death), ctx.year, 'dependent'),
    },
  ],
  sections: [
    {
      legend: 'Dependent',
      fields: [
        text('first_name', 'First name', { required: DEPENDENT_MSG.firstName }),
        text('last_name', 'Last name', { required: DEPENDENT_MSG.lastName }),
        { name: 'ssn', label: 'SSN', kind: 'digits', max: 9, message: MSG.ssn, secret: true },
        {
          name: 'relationship',
          label: 'Relationship',
          kind: 'select',
          required: DEPENDENT_MSG.relationship,
          options: RELATIONSHIPS.map((r) => ({ value: r, label: relationshipLabel(r) })),
        },
        { name: 'date_of_birth', label: 'Date of birth', kind: 'date', secret: true, taxYear: 'notAfter' },
        {
          name: 'date_of_death',
          label: 'Date of death (if they died in {year})',
          kind: 'date',
          secret: true,
          hint: 'A child who died in {year} meets the “lived with you” test if your home was theirs more than half the time they were alive in {year}.',
        },
        { name: 'months_lived_with', label: 'Months lived with you in {year}', kind: 'int', range: [0, 12] },
        flag('student', 'Full-time student'),
        flag('permanently_disabled', 'Permanently and totally disabled'),
        flag('qualifies_for_child_tax_credit', 'Qualifies for the child tax credit'),
        flag('qualifies_for_other_credit', 'Qualifies for the credit for other dependents'),
      ],
    },
    {
      // The facts that decide which credit a dependent gives (eligibility.ts says why each is asked).
      legend: 'Eligibility',
      fields: [
        {
          name: 'tin_type',
          label: 'Identifying number',
          kind: 'select',
          options: DEPENDENT_TIN_TYPES,
          message: ELIGIBILITY_MSG.tinType,
          hint: ELIGIBILITY_WHY.dependentTin,
        },
        {
          name: 'citizenship',
          label: 'Citizenship or residency',
          kind: 'select',
          options: CITIZENSHIP_OPTIONS,
          message: ELIGIBILITY_MSG.citizenship,
          hint: ELIGIBILITY_WHY.citizenship,
        },
        {
          name: 'months_in_us',
          label: 'Months lived in the United States in {year}',
          kind: 'int',
          range: [0, 12],
          message: ELIGIBILITY_MSG.monthsInUs,
        },
        flag('filer_provided_over_half_support', 'You provided more than half of their support', {
          initial: true,
        }),
        flag('provided_over_half_own_support', 'Provided more than half of their own support'),
        flag('filed_joint_return', 'Filed a joint return'),
        flag('qualifying_child_of_another_taxpayer', 'Is the qualifying child of another taxpayer'),
        money('gross_income', 'Gross income in {year}', { message: ELIGIBILITY_MSG.grossIncome }),
      ],
    },
  ],
  columns: [
    { key: 'first_name', label: 'First name' },
    { key: 'last_name', label: 'Last name' },
  ],
  messages: {
    loadFailed: 'Failed to load dependents.',
    submitFailed: 'Failed to save the dependent.',
    created: 'Dependent added.',
    updated: 'Dependent updated.',
    deleted: () => 'Dependent deleted.',
    editing: (id) => `Editing dependent #${id}`,
  },
  toEngine: (d) => ({
    first_name: str(d.first_name),
    last_name: str(d.last_name),
    ssn: str(d.ssn),
    relationship: str(d.relationship),
    date_of_birth: str(d.date_of_birth),
    date_of_death: str(d.date_of_death),
    months_lived_with: typeof d.months_lived_with === 'number' ? d.months_lived_with : undefined,
    student: d.student === true,
    permanently_disabled: d.permanently_disabled === true,
    // Not chosen: the engine derives them from the facts (dependentClaim).
    qualifies_for_child_tax_credit: choice(d.qualifies_for_child_tax_credit),
    qualifies_for_other_credit: choice(d.qualifies_for_other_credit),
    // Not stored (a dependent saved before these were asked): the engine's defaults, which keep
    // the return as it was (an SSN valid for work, a U.S. citizen, the tests met).
    tin_type: str(d.tin_type) as Dependent['tin_type'],
    citizenship: str(d.citizenship) as Dependent['citizenship'],
    months_in_us: typeof d.months_in_us === 'number' ? d.months_in_us : undefined,
    filer_provided_over_half_support: d.filer_provided_over_half_support !== false,
    provided_over_half_own_support: d.provided_over_half_own_support === true,
    filed_joint_return: d.filed_joint_return === true,
    qualifying_child_of_another_taxpayer: d.qualifying_child_of_another_taxpayer === true,
    gross_income: str(d.gross_income),
  }),
};
