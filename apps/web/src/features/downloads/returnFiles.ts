/** The federal files a return can be downloaded as, with the names used when the server sends none. */
export type ReturnFileKind = 'pdf' | 'xml' | 'full-pdf';

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
};
