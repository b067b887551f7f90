/**
 * A loan for a passenger vehicle whose interest Schedule 1-A Part IV deducts (from 2025): one record
 * per loan, merged into the engine's `schedule_1a.vehicle_loans` (line 22, one row each).
 */
import type { DocumentDef } from '../define';
import { amountOf, cents, flag, money, sum, text } from '../parts';

export const VEHICLE_LOAN_MSG = {
  vin: 'Enter the vehicle identification number: 17 letters and digits (never I, O or Q).',
  interest: 'Enter the interest you paid on this loan.',
  qualifies:
    'Only a loan for a new vehicle assembled in the United States, bought for personal use and secured by it, qualifies.',
  elsewhere: 'The interest deducted on Schedule C, E or F cannot be more than the interest paid.',
} as const;

/** A VIN: 17 characters, letters and digits except I, O and Q (49 CFR 565.15). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

const net = (v: Record<string, unknown>) =>
  cents(v.deducted_elsewhere) > cents(v.interest)
    ? '0.00'
    : sum([v.interest, `-${amountOf(v.deducted_elsewhere)}`]);

export const vehicleLoan: DocumentDef = {
  kind: 'vehicle_loan',
  title: 'Car loan interest (Schedule 1-A)',
  short: 'Car loan',
  plural: 'car loans',
  buttons: { submit: 'Save car loan', update: 'Update car loan' },
  route: 'car-loan',
  routeAliases: ['vehicle-loan', 'schedule-1a'],
  description:
    'Interest on a loan for a new personal-use vehicle assembled in the United States: up to $10,000 is deducted on Schedule 1-A (Form 1040 line 13b).',
  engine: 'schedule_1a',
  engineMerge: (records) =>
    records.length
      ? {
          vehicle_loans: records.map((r) => ({
            vin: typeof r.vin === 'string' ? r.vin.trim().toUpperCase() : r.vin,
            interest: r.interest,
            deducted_elsewhere: r.deducted_elsewhere,
          })),
        }
      : undefined,
  onlyWith: 'schedule1A',
  listing: { label: 'Car loan interest (Schedule 1-A)', order: 185 },
  chooser: [{ label: 'Car loan interest', path: 'car-loan', order: 125 }],
  listAmount: 'interest',
  api: {
    list: ['/api/form1040/:id/vehicle-loans'],
    create: ['/api/vehicle-loan'],
    createUnder: [],
    item: ['/api/vehicle-loan/:id'],
  },
  sections: [
    {
      legend: 'The vehicle and the loan (line 22)',
      fields: [
        text('lender_name', 'Lender', { max: 200 }),
        {
          name: 'vin',
          label: 'Vehicle identification number (VIN)',
          kind: 'text',
          max: 17,
          required: VEHICLE_LOAN_MSG.vin,
          message: VEHICLE_LOAN_MSG.vin,
          tooLong: VEHICLE_LOAN_MSG.vin,
          hint: 'On the title, the registration or the driver’s side of the dashboard.',
        },
        flag('qualifies', 'A new vehicle, assembled in the United States, bought for personal use', {
          hint: 'The loan was taken out after the law began (see the instructions for Schedule 1-A), to buy the vehicle, and is secured by it.',
        }),
      ],
    },
    {
      legend: 'Interest',
      fields: [
        money('interest', 'Interest paid in {year}', { required: VEHICLE_LOAN_MSG.interest }),
        money('deducted_elsewhere', 'Part of it deducted on Schedule C, E or F'),
      ],
    },
  ],
  columns: [
    { key: 'lender_name', label: 'Lender' },
    { key: 'vin', label: 'VIN' },
    { key: 'interest', label: 'Interest', money: true },
    { key: 'net', label: 'Schedule 1-A amount', money: true, value: net },
  ],
  refine: (v, issue) => {
    if (typeof v.vin === 'string' && !VIN_PATTERN.test(v.vin.trim().toUpperCase()))
      issue('vin', VEHICLE_LOAN_MSG.vin);
    if (v.qualifies !== true) issue('qualifies', VEHICLE_LOAN_MSG.qualifies);
    if (cents(v.deducted_elsewhere) > cents(v.interest))
      issue('deducted_elsewhere', VEHICLE_LOAN_MSG.elsewhere);
  },
  messages: {
    loadFailed: 'Failed to load car loans.',
    submitFailed: 'Failed to save the car loan. Please try again.',
    created: 'Car loan saved.',
    updated: 'Car loan updated.',
    deleted: () => 'Car loan deleted.',
    editing: (id) => `Editing car loan #${id}`,
  },
  preview: (v) => [{ label: 'Schedule 1-A line 22, column (iii)', value: net(v) }],
};
