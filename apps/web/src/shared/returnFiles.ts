/** The files a return can be downloaded as, with the names used when the server sends none. */
/** Schedules the server renders on their own, with the engine's form name that says the return has one. */
export const SCHEDULE_FILES = [
  { kind: 'schedule_1', form: 'schedule1', label: 'Schedule 1 (PDF)' },
  { kind: 'schedule_a', form: 'scheduleA', label: 'Schedule A (PDF)' },
  { kind: 'schedule_b', form: 'scheduleB', label: 'Schedule B (PDF)' },
  { kind: 'schedule_c', form: 'scheduleC', label: 'Schedule C (PDF)' },
  { kind: 'schedule_d', form: 'scheduleD', label: 'Schedule D and Form 8949 (PDF)' },
  { kind: 'schedule_e', form: 'scheduleE', label: 'Schedule E (PDF)' },
  { kind: 'schedule_se', form: 'scheduleSE', label: 'Schedule SE (PDF)' },
] as const;
type ScheduleKind = (typeof SCHEDULE_FILES)[number]['kind'];

/** The California files (spec 002 §7); the combined PDF first. */
export const CA_FILE_KINDS = ['ca-full-pdf', 'ca-540', 'ca-540nr', 'ca-schedule-ca'] as const;
type CaKind = (typeof CA_FILE_KINDS)[number];

export type ReturnFileKind = 'pdf' | 'xml' | 'full-pdf' | ScheduleKind | CaKind;

const scheduleFiles = Object.fromEntries(
  SCHEDULE_FILES.map((s) => [
    s.kind,
    {
      label: s.label,
      type: 'PDF',
      path: (id: number | string) => `/api/form1040/${id}/${s.kind}/pdf`,
      fallback: `${s.kind}.pdf`,
    },
  ]),
) as Record<
  ScheduleKind,
  { label: string; type: string; path: (id: number | string) => string; fallback: string }
>;

export const RETURN_FILES: Record<
  ReturnFileKind,
  { label: string; type: string; path: (id: number | string) => string; fallback: string }
> = {
  pdf: {
    label: 'Form 1040 (PDF)',
    type: 'PDF',
    path: (id) => `/api/api/form1040/${id}/pdf`,
    fallback: 'Form1040.pdf',
  },
  'full-pdf': {
    label: 'Federal return with all schedules (PDF)',
    type: 'PDF',
    path: (id) => `/api/form1040/${id}/full-pdf`,
    fallback: 'Federal_Combined.pdf',
  },
  xml: {
    label: 'Federal return (IRS e-file XML)',
    type: 'XML',
    path: (id) => `/api/form1040/xml/${id}`,
    fallback: 'Form1040.xml',
  },
  ...scheduleFiles,
  'ca-full-pdf': {
    label: 'California return with all forms (PDF)',
    type: 'PDF',
    path: (id) => `/api/form1040/${id}/ca/full-pdf`,
    fallback: 'CA_Combined.pdf',
  },
  'ca-540': {
    label: 'California Form 540 (PDF)',
    type: 'PDF',
    path: (id) => `/api/form1040/${id}/ca/540/pdf`,
    fallback: 'CA540.pdf',
  },
  'ca-540nr': {
    label: 'California Form 540NR (PDF)',
    type: 'PDF',
    path: (id) => `/api/form1040/${id}/ca/540nr/pdf`,
    fallback: 'CA540NR.pdf',
  },
  'ca-schedule-ca': {
    label: 'Schedule CA (540) (PDF)',
    type: 'PDF',
    path: (id) => `/api/form1040/${id}/ca/schedule_ca/pdf`,
    fallback: 'ScheduleCA540.pdf',
  },
};
