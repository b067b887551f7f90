/**
 * Form 568 (2024), Limited Liability Company Return of Income, as a labelled facsimile: the LLC's
 * identity, lines 1–21 with the official wording (computed ones from the engine), Schedule T,
 * Schedule L, Schedule M-2 and the questionnaire answers, in the form's order.
 */
import { PDFDocument } from 'pdf-lib';
import {
  F568_COMPUTED_LINES,
  F568_INPUT_LINES,
  F568_YES_NO,
  SCHED_L_INPUTS,
  SCHED_M2_INPUTS,
  type F568Record,
} from '@taxprep/contracts';
import { drawCaForm, type CaRow } from './ca-draw';
import type { CaPerson } from './ca540';

const str = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;
/** "12 Total payments. Add …" → line number and wording. */
const split = (label: string): [string, string] => {
  const m = /^(\d+) (.*)$/.exec(label);
  return m ? [m[1]!, m[2]!] : ['', label];
};

export async function renderForm568(who: CaPerson, rec: F568Record): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const lines = [...F568_INPUT_LINES, ...F568_COMPUTED_LINES]
    .map(([key, label]) => {
      const [n, text] = split(label);
      return { key, n, text };
    })
    .filter((l) => l.n !== '')
    .sort((a, b) => Number(a.n) - Number(b.n));
  const identity: CaRow[] = [
    ['LLC name', rec.llc_name],
    ['Secretary of State file number', rec.sos_file_number],
    ['FEIN', rec.fein],
    ['Address', [rec.address, rec.city, rec.state, rec.zip].filter(Boolean).join(', ')],
  ].map(([label, v]) => ({ n: '', label: String(label), text: str(v) ?? '' }));
  const assets = F568_INPUT_LINES.find(([k]) => k === 'total_assets_eoy')![1];
  identity.push({ n: 'I', label: assets, value: str(rec.total_assets_eoy) });
  const t = rec.schedule_t as Record<string, unknown>[];
  const l = rec.schedule_l;
  const m2 = rec.schedule_m2;
  await drawCaForm(doc, {
    form: 'Form 568',
    title: 'Limited Liability Company Return of Income',
    year: rec.tax_year,
    name: who.name,
    ssn: who.ssn,
    sections: [
      { heading: 'LLC information', rows: identity },
      {
        heading: 'Part I — Tax and Fee Computation',
        rows: lines.map((x) => ({ n: x.n, label: x.text, value: str(rec[x.key]) })),
      },
      {
        heading: "Schedule T — Nonconsenting Nonresident Members' Tax Liability",
        rows: t.length
          ? t.map((r, i) => ({
              n: String(i + 1),
              label: `${str(r.member_name) ?? '-'} (TIN ${str(r.tin) ?? '-'}): share ${str(r.distributive_share) ?? '0.00'} × rate ${str(r.tax_rate) ?? '0'} = ${str(r.total_tax_due)}, withheld ${str(r.withheld_by_llc) ?? '0.00'}; net tax due`,
              value: str(r.net_tax_due),
            }))
          : [{ n: '', label: 'No members listed.', text: '' }],
      },
      {
        heading: 'Schedule L — Balance Sheets (beginning / end of year)',
        rows: [
          ...SCHED_L_INPUTS.map(([k, label]) => ({
            n: '',
            label,
            text: `${str(l[`${k}_beg`]) ?? '-'} / ${str(l[`${k}_end`]) ?? '-'}`,
          })),
          { n: '', label: 'Total assets', text: `${str(l.total_assets_beg)} / ${str(l.total_assets_end)}` },
          {
            n: '',
            label: "Total liabilities and members' capital",
            text: `${str(l.total_liab_cap_beg)} / ${str(l.total_liab_cap_end)}`,
          },
          {
            n: '',
            label: 'Balanced (beginning / end)',
            text: `${l.balanced_beg ? 'Balanced' : `Off by ${str(l.off_by_beg)}`} / ${l.balanced_end ? 'Balanced' : `Off by ${str(l.off_by_end)}`}`,
          },
        ],
      },
      {
        heading: "Schedule M-2 — Reconciliation of Members' Capital Accounts",
        rows: [
          ...SCHED_M2_INPUTS.slice(0, 4).map(([k, label]) => ({ n: '', label, value: str(m2[k]) })),
          { n: '5', label: 'Add lines 1 through 4', value: str(m2.subtotal) },
          ...SCHED_M2_INPUTS.slice(4).map(([k, label]) => ({ n: '', label, value: str(m2[k]) })),
          { n: '8', label: 'Add lines 6 and 7', value: str(m2.total_decreases) },
          {
            n: '9',
            label: 'Balance at end of year. Subtract line 8 from line 5',
            value: str(m2.end_balance),
          },
        ],
      },
      {
        heading: 'Questions',
        rows: F568_YES_NO.map((q) => {
          const a = (rec.questionnaire as Record<string, unknown> | undefined)?.[q];
          return { n: q, label: `Question ${q}`, text: a === 'yes' ? 'Yes' : a === 'no' ? 'No' : '-' };
        }),
      },
    ],
  });
  return doc;
}
