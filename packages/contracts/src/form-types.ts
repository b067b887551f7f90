import { REGISTRY, registryKind, type ChooserEntry, type ListingDef } from './documents';

export { REGISTRY, registryKind };

/** Kinds stored by their own plugins, outside the registry: a title and the screen under the return. */
export interface OtherKind {
  title: string;
  screen: string;
  federal: boolean;
  /** As a registry kind's (the sidebar's group, the chooser's buttons). */
  listing?: ListingDef & { label: string };
  chooser?: readonly ChooserEntry[];
}
export const OTHER_KINDS: Readonly<Record<string, OtherKind>> = {
  schedule_e: {
    title: 'Schedule E',
    screen: 'schedule-e',
    federal: true,
    listing: {
      label: 'Schedule E',
      order: 70,
      single: true,
      details: [{ key: 'total_income_or_loss', label: 'Line 41 total income or (loss)', money: true }],
    },
    chooser: [{ label: 'Schedule E', path: 'schedule-e?target=1040', order: 130 }],
  },
  schedule_1: {
    title: 'Schedule 1',
    screen: 'schedule-1',
    federal: true,
    listing: {
      label: 'Schedule 1',
      order: 80,
      single: true,
      details: [
        { key: 'rows', label: 'Rows entered' },
        { key: 'addl_income_total', label: 'Additional income (line 10)', money: true },
        { key: 'adjustments_total', label: 'Adjustments (line 26)', money: true },
      ],
    },
    chooser: [{ label: 'Schedule 1', path: 'schedule-1?target=1040', order: 150 }],
  },
  form1040x: {
    title: 'Form 1040-X',
    screen: '1040x',
    federal: true,
    chooser: [{ label: '1040-X', path: '1040x?target=1040', order: 160 }],
  },
  ca540: { title: 'California Form 540', screen: 'ca/540', federal: false },
  ca540_dependent: { title: 'California Form 540 dependent', screen: 'ca/540', federal: false },
  ca540_contribution: { title: 'California Form 540 contributions', screen: 'ca/540', federal: false },
  ca_submission: { title: 'California submission', screen: 'ca/540', federal: false },
  ca540nr: { title: 'California Form 540NR', screen: 'ca/540nr', federal: false },
  ca_required_info: { title: 'California required information', screen: 'ca/required-info', federal: false },
  ca_schedule_ca: { title: 'Schedule CA (540)', screen: 'ca/schedule_ca', federal: false },
  ca_form568: { title: 'California Form 568', screen: 'ca/568', federal: false },
};

/** A form type's name as a person reads it ('W-2 Wage and Tax Statements', 'Form 1040'). */
export function formTitle(type: string): string {
  if (type === 'form1040') return 'Form 1040';
  return registryKind(type)?.title ?? OTHER_KINDS[type]?.title ?? type;
}

/**
 * Every type a form can have in the All forms list: the return itself, each kind of the document
 * registry and each kind stored by its own plugin. The list's type filter (the server's accepted
 * values and the screen's options) is this list, so a new kind appears in it by being defined.
 */
export const FORM_TYPES: readonly { value: string; label: string }[] = [
  'form1040',
  ...REGISTRY.map((d) => d.kind),
  ...Object.keys(OTHER_KINDS),
].map((value) => ({ value, label: formTitle(value) }));
