/** The sidebar's entries; `path` is relative to /form1040/{id}/ unless `absolute`. */
export interface SidebarLink {
  label: string;
  path: string;
  absolute?: boolean;
  /** Other routes of the same screen (the spec's /status is /filing-status). */
  aliases?: string[];
}

export interface SidebarGroupDef {
  id: string;
  label: string;
  links: SidebarLink[];
  /** Shown when a group has nothing to open yet. */
  emptyText?: string;
}

export const FILE_GROUPS: SidebarGroupDef[] = [
  {
    id: 'basic',
    label: 'Basic Info',
    links: [
      { label: 'Personal Info', path: 'basic' },
      { label: 'Filing Status', path: 'filing-status', aliases: ['status'] },
      { label: 'Identity', path: 'identity' },
      { label: 'Standard Deduction', path: 'standard-deduction' },
      { label: 'Dependents', path: 'dependents' },
      { label: 'Digital Assets', path: 'digital-assets' },
      { label: 'Third-Party Designee', path: 'third-party-designee' },
    ],
  },
  {
    id: 'federal',
    label: 'Federal',
    links: [
      { label: 'Federal Summary', path: '' },
      { label: 'Income', path: 'income' },
      { label: 'Add Supporting Documents', path: 'add-documents' },
      { label: 'W-2', path: 'w2' },
      { label: 'Schedule C', path: 'schedule-c' },
      { label: 'Schedule A', path: 'schedule-a' },
      { label: 'Adjustments', path: 'adjustments' },
      { label: 'Deductions', path: 'deductions' },
      { label: 'Taxes', path: 'taxes' },
      { label: 'Credits', path: 'credits' },
      { label: 'Payments', path: 'payments' },
      { label: 'Refund', path: 'refund' },
    ],
  },
  {
    id: 'california',
    label: 'California',
    links: [
      { label: 'FTB Required Info', path: 'ca/required-info' },
      { label: 'CA-540 Resident', path: 'ca/540' },
      { label: 'CA-540NR Nonresident/Part-Year', path: 'ca/540nr' },
      { label: 'Schedule CA (540)', path: 'ca/schedule_ca' },
      { label: 'CA Form 568 LLC', path: 'ca/form568' },
    ],
  },
  { id: 'new-york', label: 'New York', links: [], emptyText: 'No forms available.' },
];

export const ADMIN_GROUP: SidebarGroupDef = {
  id: 'admin',
  label: 'Admin',
  links: [
    { label: 'Manage Users', path: '/admin/users', absolute: true },
    { label: 'All Forms', path: '/admin/forms', absolute: true },
    { label: 'Audit Log', path: '/admin/audit', absolute: true },
  ],
};
