/**
 * A dependent of the return (spec 000): routes under the return, the SSN and birth date secret,
 * and the engine's dependent list. Its screen keeps its own form for the credit-claim warnings.
 */
import { DEPENDENT_MSG, dependentSchema, RELATIONSHIPS, relationshipLabel } from '../../return-documents';
import { MSG } from '../../messages';
import type { DocumentDef } from '../define';
import { flag, text } from '../parts';

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

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
  api: {
    list: ['/api/form1040/:id/dependents'],
    create: [],
    createUnder: ['/api/form1040/:id/dependents'],
    item: [],
    under: ['/api/form1040/:id/dependents/:itemId'],
  },
  schema: dependentSchema,
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
        { name: 'date_of_birth', label: 'Date of birth', kind: 'date', secret: true },
        { name: 'months_lived_with', label: 'Months lived with you in 2024', kind: 'int', range: [0, 12] },
        flag('student', 'Full-time student'),
        flag('permanently_disabled', 'Permanently and totally disabled'),
        flag('qualifies_for_child_tax_credit', 'Qualifies for the child tax credit'),
        flag('qualifies_for_other_credit', 'Qualifies for the credit for other dependents'),
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
    months_lived_with: typeof d.months_lived_with === 'number' ? d.months_lived_with : undefined,
    student: d.student === true,
    permanently_disabled: d.permanently_disabled === true,
    qualifies_for_child_tax_credit: d.qualifies_for_child_tax_credit === true,
    qualifies_for_other_credit: d.qualifies_for_other_credit === true,
  }),
};
