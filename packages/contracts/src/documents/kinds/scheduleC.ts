/** Schedule C (Form 1040), Profit or Loss From Business: one record per business (spec 001). */
import type { DocumentDef, FieldDef } from '../define';
import { flag, money, ownerField, text } from '../parts';

const REQ = 'Required';
const OTHER = 'Required for “Other”';
const m = (name: string, label: string) => money(name, label);
const n = (name: string, label: string): FieldDef => ({
  name,
  label,
  kind: 'int',
  message: 'Must be 0 or more',
  tooLong: 'Must be 0 or more',
});

export const SCHEDULE_C_EXPENSES: readonly FieldDef[] = [
  m('advertising', '8 Advertising'),
  m('car_truck_expenses', '9 Car and truck expenses'),
  m('commissions', '10 Commissions and fees'),
  m('contract_labor', '11 Contract labor'),
  m('depletion', '12 Depletion'),
  m('depreciation', '13 Depreciation and section 179 expense'),
  m('employee_benefits', '14 Employee benefit programs'),
  m('insurance', '15 Insurance (other than health)'),
  m('interest_mortgage', '16a Interest: mortgage (paid to banks, etc.)'),
  m('interest_other', '16b Interest: other'),
  m('legal_services', '17 Legal and professional services'),
  m('office_expenses', '18 Office expense'),
  m('pension_plan', '19 Pension and profit-sharing plans'),
  m('rent_vehicles', '20a Rent or lease: vehicles, machinery, and equipment'),
  m('rent_property', '20b Rent or lease: other business property'),
  m('repairs', '21 Repairs and maintenance'),
  m('supplies', '22 Supplies (not included in Part III)'),
  m('taxes', '23 Taxes and licenses'),
  m('travel', '24a Travel'),
  m('meals', '24b Deductible meals'),
  m('utilities', '25 Utilities'),
  m('wages', '26 Wages (less employment credits)'),
  m('energy_efficiency_deduction', '27b Energy efficient commercial bldgs deduction'),
];

export const SCHEDULE_C_MSG = {
  saved: 'Schedule C saved successfully.',
  saveFailed: 'Failed to save Schedule C. Please try again.',
  noCandidates: 'No 1099-NEC forms to link yet. That is fine: enter your gross receipts below.',
  saveFirst: 'Save Schedule C first, then add its 1099-NECs.',
} as const;

export const scheduleC: DocumentDef = {
  kind: 'schedule_c',
  title: 'Schedule C',
  short: 'Schedule C',
  route: 'schedule-c',
  checklist: 'self_employment',
  routeAliases: [],
  description: 'Profit or loss from a business (Schedule 1 line 3, Schedule SE)',
  engine: 'schedule_c',
  listing: {
    order: 40,
    details: [
      { key: 'business_name', label: 'Business' },
      { key: 'business_ein', label: 'EIN' },
      { key: 'gross_income', label: 'Gross income', money: true },
      { key: 'total_expenses', label: 'Total expenses', money: true },
      { key: 'net_profit', label: 'Net profit', money: true },
    ],
  },
  chooser: [{ label: 'Schedule C', path: 'schedule-c', order: 30 }],
  api: { list: ['/api/form1040/:id/schedule_c'], create: [], createUnder: [], item: [] },
  sections: [
    {
      legend: 'Business Information',
      fields: [
        ownerField(
          'Whose business',
          'On a joint return: who runs this business. Self-employment tax is figured on that person’s Schedule SE.',
        ),
        text('proprietor_name', 'Name of proprietor', { required: REQ }),
        {
          name: 'ssn',
          label: 'Social security number (SSN)',
          kind: 'digits',
          max: 9,
          message: 'SSN must be 9 digits',
          secret: true,
        },
        text('principal_business', 'A Principal business or profession, including product or service', {
          required: REQ,
        }),
        {
          name: 'business_code',
          label: 'B Enter code from instructions',
          kind: 'digits',
          max: 6,
          required: REQ,
          message: 'Use the 6-digit code from the instructions',
        },
        text('business_name', 'C Business name', { required: REQ }),
        {
          name: 'business_ein',
          label: 'D Employer ID number (EIN), if any',
          kind: 'digits',
          max: 9,
          message: 'EIN must be 9 digits',
        },
        text('business_address', 'E Business address (including suite or room no.)', {
          required: REQ,
          max: 300,
        }),
        text('city', 'City', { required: REQ, max: 100 }),
        {
          name: 'state',
          label: 'State',
          kind: 'state',
          required: 'Select a valid state',
          message: 'Select a valid state',
        },
        {
          name: 'zip',
          label: 'ZIP',
          kind: 'digits',
          max: 5,
          required: 'ZIP must be 5 digits',
          message: 'ZIP must be 5 digits',
        },
        {
          name: 'accounting_method',
          label: 'F Accounting method',
          kind: 'select',
          required: 'Select a method',
          message: 'Select a method',
          options: [
            { value: 'cash', label: 'Cash' },
            { value: 'accrual', label: 'Accrual' },
            { value: 'other', label: 'Other (specify)' },
          ],
        },
        text('other_accounting_method', 'Other accounting method', { max: 100 }),
        flag(
          'materially_participated',
          'G Did you materially participate in the operation of this business during {year}?',
        ),
        flag('started_or_acquired', 'H Did you start or acquire this business during {year}?'),
        flag(
          'payments_require_1099',
          'I Did you make any payments in {year} that would require you to file Form(s) 1099?',
        ),
        flag('filed_1099', 'J If "Yes," did you or will you file required Form(s) 1099?'),
        flag('all_investment_at_risk', '32a All investment is at risk', { initial: true }),
      ],
    },
    {
      legend: 'Income (Part I)',
      fields: [
        m('gross_receipts', '1 Gross receipts or sales (besides linked 1099-NECs)'),
        m('returns_and_allowances', '2 Returns and allowances'),
        m('other_income', '6 Other income'),
      ],
    },
    { legend: 'Expenses (Part II)', fields: [...SCHEDULE_C_EXPENSES] },
    {
      legend: 'Business use of home (simplified method)',
      fields: [
        flag('simplified_method_used', 'Use the simplified method for line 30'),
        n('sqft_home', 'a Total square footage of your home'),
        n('sqft_business', 'b Part of your home used for business'),
      ],
    },
    {
      legend: 'Cost of Goods Sold (Part III)',
      fields: [
        {
          name: 'inventory_method',
          label: '33 Method used to value closing inventory',
          kind: 'select',
          message: 'Select a method',
          options: [
            { value: 'cost', label: 'Cost' },
            { value: 'market', label: 'Lower of cost or market' },
            { value: 'other', label: 'Other (attach explanation)' },
          ],
        },
        text('inventory_method_other', 'Other inventory method', { max: 100 }),
        flag(
          'inventory_change_explained',
          '34 Was there any change in determining quantities, costs, or valuations?',
        ),
        m('inventory_start', '35 Inventory at beginning of year'),
        m('purchases', '36 Purchases less cost of items withdrawn for personal use'),
        m('cost_of_labor', '37 Cost of labor'),
        m('materials_supplies', '38 Materials and supplies'),
        m('other_costs', '39 Other costs'),
        m('inventory_end', '41 Inventory at end of year'),
      ],
    },
    {
      legend: 'Vehicle Information (Part IV)',
      fields: [
        {
          name: 'vehicle_service_month',
          label: '43 Placed in service: month',
          kind: 'int',
          range: [1, 12],
          message: 'Month 1–12',
          tooLong: 'Month 1–12',
        },
        {
          name: 'vehicle_service_day',
          label: '43 Placed in service: day',
          kind: 'int',
          range: [1, 31],
          message: 'Day 1–31',
          tooLong: 'Day 1–31',
        },
        {
          name: 'vehicle_service_year',
          label: '43 Placed in service: year',
          kind: 'year',
          message: 'Use 4‑digit year',
          tooLong: 'Use 4‑digit year',
          taxYear: 'notAfter',
        },
        n('miles_business', '44a Business miles'),
        n('miles_commuting', '44b Commuting miles'),
        n('miles_other', '44c Other miles'),
        flag(
          'vehicle_available_off_hours',
          '45 Was your vehicle available for personal use during off-duty hours?',
        ),
        flag(
          'another_vehicle_available',
          '46 Do you (or your spouse) have another vehicle available for personal use?',
        ),
        flag('has_evidence', '47a Do you have evidence to support your deduction?'),
        flag('evidence_written', '47b If "Yes," is the evidence written?'),
      ],
    },
  ],
  rows: {
    name: 'other_expenses',
    legend: 'Other Expenses (Part V)',
    max: 8,
    dropEmpty: true,
    tooMany: 'At most 8 other expenses.',
    fields: [text('description', 'Description', { max: 100 }), m('amount', 'Amount')],
  },
  columns: [
    { key: 'business_name', label: 'Business' },
    { key: 'business_code', label: 'Code' },
    { key: 'net_profit', label: 'Net profit (31)', money: true },
  ],
  refine: (v, issue) => {
    if (
      typeof v.sqft_home === 'number' &&
      typeof v.sqft_business === 'number' &&
      v.sqft_business > v.sqft_home
    )
      issue(
        'sqft_business',
        'Line b: the part of your home used for business cannot be larger than the whole home (line a).',
      );
    if (v.accounting_method === 'other' && !v.other_accounting_method)
      issue('other_accounting_method', OTHER);
    if (v.inventory_method === 'other' && !v.inventory_method_other) issue('inventory_method_other', OTHER);
    const rows = (v.other_expenses as { description?: unknown; amount?: unknown }[] | undefined) ?? [];
    rows.forEach((r, i) => {
      if (!r.description) issue(`other_expenses.${i}.description`, 'Describe the expense.');
    });
  },
  messages: {
    loadFailed: 'Failed to load Schedule C.',
    submitFailed: SCHEDULE_C_MSG.saveFailed,
    created: SCHEDULE_C_MSG.saved,
    updated: SCHEDULE_C_MSG.saved,
    deleted: (id) => `Schedule C #${id} deleted.`,
    editing: (id) => `Editing Schedule C #${id}`,
  },
};

/** Longer than any "City, ST 12345-6789" the form takes. */
const CSZ_MAX = 200;
const STATE_ZIP = /^\s*([A-Za-z]{2})\s+(\d{5})(?:-\d{4})?\s*$/;

/**
 * "City, ST 12345" → its parts (the spec sends the three as one string). Split at the last comma
 * and bounded first: one pattern over the whole text backtracked quadratically on 200 KB of commas
 * and spaces and froze the server.
 */
export function splitCityStateZip(s: unknown): { city: string; state: string; zip: string } | null {
  if (typeof s !== 'string' || s.length > CSZ_MAX) return null;
  const comma = s.lastIndexOf(',');
  const city = s.slice(0, comma).trimStart();
  const m = comma > 0 && city ? STATE_ZIP.exec(s.slice(comma + 1)) : null;
  return m ? { city, state: m[1]!.toUpperCase(), zip: m[2]! } : null;
}
