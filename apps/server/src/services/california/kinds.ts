/** The record kinds of the California returns (one row of return_items each, no migration). */
export const CA_KINDS = {
  ca540: 'ca540',
  dependent: 'ca540_dependent',
  contribution: 'ca540_contribution',
  requiredInfo: 'ca_required_info',
  nr: 'ca540nr',
  submission: 'ca_submission',
  scheduleCA: 'ca_schedule_ca',
  form568: 'ca_form568',
} as const;
