import { describe, expect, it } from 'vitest';
import { computeReturn } from '@taxprep/tax-engine';
import { renderReturnXml } from '../../src/services/documents';
import { familyMeta, metaFor, mfjFamily, selfEmployed, singleW2 } from './fixtures';

/** Minimal well-formedness check: one root, balanced tags, only the five entity references. */
function parse(xml: string): { name: string; children: { name: string; text: string }[] }[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const stack: { name: string; children: { name: string; text: string }[] }[] = [];
  const all: { name: string; children: { name: string; text: string }[] }[] = [];
  let roots = 0;
  const re = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/g;
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = re.exec(body))) {
    if (m.index !== consumed) throw new Error(`unparsed text at ${consumed}`);
    consumed = re.lastIndex;
    if (m[5] !== undefined) {
      const t = m[5];
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(t)) throw new Error(`bad entity in ${t}`);
      const top = stack[stack.length - 1];
      if (!top && t.trim()) throw new Error('text outside root');
      if (top && t.trim()) top.children.push({ name: '#text', text: t });
      continue;
    }
    const [, close, name, , selfClose] = m;
    if (close) {
      const top = stack.pop();
      if (!top || top.name !== name) throw new Error(`mismatched </${name}>`);
    } else {
      const node = { name: name!, children: [] as { name: string; text: string }[] };
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push({ name: name!, text: '' });
      else roots++;
      all.push(node);
      if (!selfClose) stack.push(node);
    }
  }
  if (consumed !== body.length) throw new Error('trailing garbage');
  if (stack.length) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`);
  expect(roots).toBe(1);
  return all;
}

function childNames(xml: string, element: string): string[] {
  const nodes = parse(xml).filter((n) => n.name === element);
  expect(nodes.length).toBeGreaterThan(0);
  return nodes[0]!.children.filter((c) => c.name !== '#text').map((c) => c.name);
}

const value = (xml: string, name: string): string | undefined =>
  new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`).exec(xml)?.[1];

describe('XML (MeF-shaped)', () => {
  it('single W-2 return: header, IRS1040 amounts in whole dollars, W-2', () => {
    const result = computeReturn(singleW2);
    const xml = renderReturnXml(singleW2, result, metaFor());
    parse(xml);
    expect(childNames(xml, 'Return')).toEqual(['ReturnHeader', 'ReturnData']);
    expect(value(xml, 'ReturnTs')).toBe('2025-02-15T10:30:00Z');
    expect(value(xml, 'PrimarySSN')).toBe('400011234');
    expect(value(xml, 'NameLine1Txt')).toBe('ANA&lt;LOPEZ'); // as in the samples: SANTA &amp; MARY M DECD&lt;CLAUS
    expect(value(xml, 'PrimaryNameControlTxt')).toBe('LOPE');
    expect(value(xml, 'IndividualReturnFilingStatusCd')).toBe('1');
    expect(value(xml, 'WagesAmt')).toBe('52000');
    expect(value(xml, 'AdjustedGrossIncomeAmt')).toBe(result.lines.get('f1040.l11').toWholeDollars());
    expect(value(xml, 'TaxAmt')).toBe(result.lines.get('f1040.l16').toWholeDollars());
    expect(xml).toContain(
      '<WagesAmt referenceDocumentId="W20001" referenceDocumentName="IRSW2">52000</WagesAmt>',
    );
    expect(xml).toContain('<IRSW2 documentId="W20001" documentName="IRSW2">');
    expect(value(xml, 'EmployerEIN')).toBe('123456789');
    expect(xml).not.toMatch(/Amt>-?\d+\.\d+</);
  });

  it('IRS1040 children follow the order of the 2024 samples', () => {
    const result = computeReturn(mfjFamily);
    const xml = renderReturnXml(mfjFamily, result, familyMeta());
    const names = childNames(xml, 'IRS1040');
    // Order of the elements the samples share (md_superman_mfj.xml, nc_kramer_mfj_income_1099_r.xml).
    const sampleOrder = [
      'PECFPrimaryInd',
      'IndividualReturnFilingStatusCd',
      'VirtualCurAcquiredDurTYInd',
      'TotalExemptPrimaryAndSpouseCnt',
      'DependentDetail',
      'ChldWhoLivedWithYouCnt',
      'OtherDependentsListedCnt',
      'TotalExemptionsCnt',
      'WagesAmt',
      'WagesSalariesAndTipsAmt',
      'TotalIncomeAmt',
      'AdjustedGrossIncomeAmt',
      'TotalItemizedOrStandardDedAmt',
      'TotalDeductionsAmt',
      'TaxableIncomeAmt',
      'TaxAmt',
      'TotalTaxBeforeCrAndOthTaxesAmt',
      'CTCODCAmt',
      'TotalCreditsAmt',
      'TaxLessCreditsAmt',
      'TotalTaxAmt',
      'FormW2WithheldTaxAmt',
      'WithholdingTaxAmt',
      'TotalPaymentsAmt',
      'OverpaidAmt',
      'RefundAmt',
      'OwedAmt',
      'ThirdPartyDesigneeInd',
      'PrimaryOccupationTxt',
      'SpouseOccupationTxt',
      'RefundProductCd',
    ];
    const present = sampleOrder.filter((n) => names.includes(n));
    expect(present.length).toBeGreaterThan(25);
    const positions = present.map((n) => names.indexOf(n));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(names.filter((n) => n === 'DependentDetail')).toHaveLength(2);
    expect(value(xml, 'IndividualReturnFilingStatusCd')).toBe('2');
    expect(value(xml, 'RoutingTransitNum')).toBe('021000021');
    expect(value(xml, 'BankAccountTypeCd')).toBe('1');
    expect(value(xml, 'ThirdPartyDesigneeInd')).toBe('true');
    expect(value(xml, 'ThirdPartyDesigneePIN')).toBe('12345');
    expect(xml).toContain('<IRS1040Schedule8812 documentId="IRS8812001" documentName="IRS1040Schedule8812">');
    expect(childNames(xml, 'ReturnData')).toEqual(['IRS1040', 'IRS1040Schedule8812', 'IRSW2', 'IRSW2']);
    expect(xml).toContain('<ReturnData documentCnt="4">');
  });

  it('escapes & and < in names and employer names', () => {
    const result = computeReturn(mfjFamily);
    const xml = renderReturnXml(mfjFamily, result, familyMeta());
    parse(xml);
    expect(xml).toContain('<BusinessNameLine1Txt>Acme &amp; Co</BusinessNameLine1Txt>');
    expect(xml).toContain('Baker &amp; &lt;Sons&gt;');
    expect(xml).not.toContain('Acme & Co');
  });

  it('is deterministic: same input, byte-identical output', () => {
    const a = renderReturnXml(selfEmployed, computeReturn(selfEmployed), metaFor());
    const b = renderReturnXml(selfEmployed, computeReturn(selfEmployed), metaFor());
    expect(a).toBe(b);
    expect(a).toContain('<IRS1040ScheduleC documentId="IRS1040SC001" documentName="IRS1040ScheduleC">');
    expect(a).toContain('<IRS1040ScheduleSE');
    expect(value(a, 'NetProfitOrLossAmt')).toBe(
      computeReturn(selfEmployed).lines.get('scheduleC.l31').toWholeDollars(),
    );
  });

  it('flags preparer overrides with a GeneralDependencySmall the amount references', () => {
    const result = computeReturn(singleW2);
    const meta = metaFor({
      overrides: [
        {
          key: 'f1040.l16',
          computed: result.lines.get('f1040.l16').toString(),
          value: '4000',
          reason: 'Rounding <check> & review',
        },
      ],
    });
    const xml = renderReturnXml(singleW2, result, meta);
    parse(xml);
    expect(xml).toContain(
      '<TaxAmt referenceDocumentId="GDS0001" referenceDocumentName="GeneralDependencySmall">4000</TaxAmt>',
    );
    expect(xml).toContain('<FormLineOrInstructionRefTxt>Form 1040 line 16</FormLineOrInstructionRefTxt>');
    expect(xml).toContain('Reason: Rounding &lt;check&gt; &amp; review');
  });
});
