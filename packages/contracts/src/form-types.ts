import { ENGINE_KINDS, scheduleD, type DocumentDef } from './documents';

/** Every kind the registry defines (Schedule D is defined there but kept out of the engine list). */
export const REGISTRY: readonly DocumentDef[] = [...ENGINE_KINDS, scheduleD];
export const registryKind = (type: string): DocumentDef | undefined => REGISTRY.find((d) => d.kind === type);

/** Kinds stored by their own plugins, outside the registry: a title and the screen under the return. */
export const OTHER_KINDS: Readonly<Record<string, { title: string; screen: string; federal: boolean }>> = {
  schedule_e: { title: 'Schedule E', screen: 'schedule-e', federal: true },
  schedule_1: { title: 'Schedule 1', screen: 'schedule-1', federal: true },
  form1040x: { title: 'Form 1040-X', screen: '1040x', federal: true },
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
