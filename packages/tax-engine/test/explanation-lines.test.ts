/**
 * The rules of the explanation checker (test/line-references.ts), pinned on small sheets: a text
 * that names a line its arithmetic did not read, or reads a line its text does not name, fails.
 */
import { describe, expect, it } from 'vitest';
import { Lines } from '../src/lines';
import { Money } from '../src/money';
import { lineReferenceProblems, lineReferences } from './line-references';

const d = (n: number) => Money.dollars(n);

function sheet(): { L: Lines; l12: Money; l13: Money; l14: Money } {
  const L = new Lines();
  const l12 = L.set('f1040.l12', d(100), 'Standard deduction');
  const l13 = L.set('f1040.l13', d(20), 'Qualified business income deduction');
  const l14 = L.set('f1040.l14', d(5), 'Other');
  return { L, l12, l13, l14 };
}

describe('explanation checker', () => {
  it('accepts a text that names exactly the lines it read', () => {
    const { L, l12, l13 } = sheet();
    L.set('f1040.l15', l12.plus(l13), 'Add lines 12 and 13');
    expect(lineReferenceProblems(L)).toEqual([]);
  });

  it('fails on a deliberate mismatch: the text names line 13, the arithmetic read line 14', () => {
    const { L, l12, l14 } = sheet();
    L.set('f1040.l15', l12.plus(l14), 'Add lines 12 and 13');
    expect(lineReferenceProblems(L)).toEqual([
      'f1040.l15: "Add lines 12 and 13" names f1040.l13, which it did not read',
      'f1040.l15: "Add lines 12 and 13" read f1040.l14, which it does not name',
    ]);
  });

  it('fails on a text with a formula and no inputs', () => {
    const L = new Lines();
    L.set('f1040.l16', d(300), 'Tax on line 15');
    expect(lineReferenceProblems(L)).toEqual(['f1040.l16: "Tax on line 15" names lines but has no inputs']);
  });

  it('reads ranges: inputs within "lines 1a through 1z" are named, and each computed one must be read', () => {
    const L = new Lines();
    const a = L.set('f1040.l1a', d(1), 'Wages');
    L.set('f1040.l1c', d(2), 'Tips');
    L.set('f1040.l1z', a, 'Add lines 1a through 1h');
    expect(lineReferenceProblems(L)).toEqual([
      'f1040.l1z: "Add lines 1a through 1h" names f1040.l1c, which it did not read',
    ]);
  });

  it('reads form names, destinations and lines of another sheet', () => {
    const fed = new Lines();
    const agi = fed.set('f1040.l11', d(50), 'AGI');
    const L = new Lines();
    L.set('schedule8812.l1', agi, 'Enter the amount from line 11 of your Form 1040, 1040-SR, or 1040-NR');
    L.set('schedule3.l8', agi, 'Amount from Form 1040, line 11. Enter here and on Form 1040, line 20');
    expect(lineReferenceProblems(L, fed)).toEqual([]);
    L.set('schedule2.l3', agi, 'Add Schedule 2, line 1z and line 2');
    expect(lineReferenceProblems(L, fed)).toEqual([
      'schedule2.l3: "Add Schedule 2, line 1z and line 2" read f1040.l11, which it does not name',
    ]);
  });

  it('parses the reference forms the engine writes', () => {
    const keys = (text: string, own: string) =>
      lineReferences(text, own).map((r) => `${r.form}.l${r.lo}${r.hi === r.lo ? '' : `-${r.hi}`}`);
    expect(keys('Subtract line 14 from line 13', 'f1040.l15')).toEqual(['f1040.l14', 'f1040.l13']);
    expect(keys('Form 1040 line 11 minus line 14', 'f6251.l1')).toEqual(['f1040.l11', 'f1040.l14']);
    expect(keys('Total PTC: add lines 12(e) through 23(e)', 'f8962.l24')).toEqual(['f8962.l12e-23e']);
    expect(keys('(Schedule CA (540), Part I, line 27, column B)', 'ca540.l14')).toEqual(['scheduleCA.l27']);
    expect(keys('Enter the amount from Schedule 3 (Form 1040), line 1', 'f2441.clw.l2')).toEqual([
      'schedule3.l1',
    ]);
    expect(keys('Subtract line 2 from line 1', 'f2441.clw.l3')).toEqual(['f2441.clw.l2', 'f2441.clw.l1']);
    expect(keys('Tax liability limit (Credit Limit Worksheet, line 3)', 'f8880.l11')).toEqual([
      'f8880.clw.l3',
    ]);
    expect(
      keys('Carryover from line 13 of the 2023 Capital Loss Carryover Worksheet', 'scheduleD.l14'),
    ).toEqual([]);
    expect(keys('Also enter this amount on Form 2441, line 10', 'f2441.clw.l3')).toEqual([]);
    expect(keys('Multiply line 7 by line 9 (the line 9 table)', 'f8880.l10')).toEqual([
      'f8880.l7',
      'f8880.l9',
    ]);
    expect(
      keys(
        'Tax on line 15 from the Qualified Dividends and Capital Gain Tax Worksheet, line 25',
        'f1040.l16',
      ),
    ).toEqual(['f1040.l15', 'qdcgtWks.l25']);
    // A one-word note after a line number, and "and/or" (Schedule E line 21).
    expect(
      keys(
        'Subtract line 20 from line 3 (rents) and/or 4 (royalties). If the result is a (loss)',
        'scheduleE.l21',
      ),
    ).toEqual(['scheduleE.l20', 'scheduleE.l3', 'scheduleE.l4']);
    // What an amount is part of is no operand (Form 5329 line 2).
    expect(
      keys('Early distributions included on line 1 that are not subject to the additional tax', 'f5329.l2'),
    ).toEqual([]);
    // Form 8880 columns: a line of column (a) names column (a); line 7 names both columns of line 6.
    expect(keys('Subtract line 4 from line 3. If zero or less, enter -0-', 'f8880.l5a')).toEqual([
      'f8880.l4a',
      'f8880.l3a',
    ]);
    expect(keys('Add the amounts on line 6', 'f8880.l7')).toEqual(['f8880.l6-6b']);
  });

  it('reads a count stated beside its line, a key with no line number, and forms in copies', () => {
    const L = new Lines();
    // Line 4 is a count of children, not an amount of the sheet: nothing to read.
    L.set(
      'schedule8812.l5',
      d(4000),
      'Multiply line 4 (2 qualifying children under age 17 with the required SSN) by $2,000',
    );
    // "f8582.unallowed" is a line of Form 8582: its "line 11" is f8582.l11.
    const l11 = L.set('f8582.l11', d(300), 'Total losses allowed');
    const l1b = L.set('f8582.l1b', d(-500), 'Activities with net loss');
    L.set(
      'f8582.unallowed',
      l1b.neg().minus(l11),
      'Unallowed passive losses: the losses on line 1b less line 11',
    );
    // Each spouse's Schedule SE reads the Schedule C of that spouse's business only.
    const c1 = L.set('scheduleC.l31', d(1000), 'Net profit');
    L.set('scheduleC#2.l31', d(2000), 'Net profit');
    L.set('scheduleSE.l2', c1, 'Net profit or (loss) from Schedule C line 31');
    expect(lineReferenceProblems(L)).toEqual([]);
    // A count with no line of its own still fails rule (c) when the text names an amount with no inputs.
    L.set('schedule8812.l7', d(500), 'Multiply line 6 by $500');
    expect(lineReferenceProblems(L)).toEqual([
      'schedule8812.l7: "Multiply line 6 by $500" names lines but has no inputs',
    ]);
    // With no copy read at all, the named line is missing.
    L.set('scheduleSE#spouse.l2', d(0), 'Net profit or (loss) from Schedule C line 31');
    expect(lineReferenceProblems(L)).toEqual([
      'schedule8812.l7: "Multiply line 6 by $500" names lines but has no inputs',
      'scheduleSE#spouse.l2: "Net profit or (loss) from Schedule C line 31" names scheduleC.l31, which it did not read',
      'scheduleSE#spouse.l2: "Net profit or (loss) from Schedule C line 31" names scheduleC#2.l31, which it did not read',
    ]);
  });

  it('reads Form 8880 columns, rows i-v, all Parts III and a column of a range', () => {
    const L = new Lines();
    const a1 = L.set('f8880.l1a', d(100), 'IRA');
    const b1 = L.set('f8880.l1b', d(50), 'IRA');
    const a2 = L.set('f8880.l2a', d(10), 'Deferrals');
    L.set('f8880.l3a', a1.plus(a2), 'Add lines 1 and 2');
    L.set('f8880.l3b', b1, 'Add lines 1 and 2');
    // Column (b) reads lines 1b and 2b: line 2b is not computed, and column (a) is not named.
    expect(lineReferenceProblems(L)).toEqual([]);
    L.set('f8880.l2b', d(5), 'Deferrals');
    expect(lineReferenceProblems(L)).toEqual([
      'f8880.l3b: "Add lines 1 and 2" names f8880.l2b, which it did not read',
    ]);

    const Q = new Lines();
    const r1 = Q.set('f8995.l1.1', d(7), 'Shop: qualified business income');
    const r2 = Q.set('f8995.l1.2', d(8), 'Farm: qualified business income');
    Q.set(
      'f8995.l2',
      r1.plus(r2),
      'Total qualified business income or (loss). Combine lines 1i through 1v, column (c)',
    );
    const s1 = Q.set('f8863.student1.l30', d(2500), 'AOTC');
    const s2 = Q.set('f8863.student2.l30', d(1000), 'AOTC');
    Q.set('f8863.l1', s1.plus(s2), 'Total of all amounts from all Parts III, line 30');
    expect(lineReferenceProblems(Q)).toEqual([]);
    Q.set('f8863.l10', s1, 'Total of all amounts from all Parts III, line 30');
    expect(lineReferenceProblems(Q)).toEqual([
      'f8863.l10: "Total of all amounts from all Parts III, line 30" names f8863.student2.l30, which it did not read',
    ]);

    const D = new Lines();
    D.set('scheduleD.l1a_d', d(900), 'Proceeds');
    const h = D.set('scheduleD.l1a', d(100), 'Gain');
    D.set(
      'scheduleD.l7',
      h,
      'Net short-term capital gain or (loss). Combine lines 1a through 6 in column (h)',
    );
    const l4 = D.set('scheduleA.l4', d(1), 'Medical');
    D.set('scheduleA.l5a', d(2), 'Taxes');
    const l7 = D.set('scheduleA.l7', d(2), 'Taxes');
    D.set('scheduleA.l17', l4.plus(l7), 'Add the amounts in the far right column for lines 4 through 16');
    expect(lineReferenceProblems(D)).toEqual([]);
    D.set('scheduleA.l18', l4.plus(h), 'Add the amounts in the far right column for lines 4 through 16');
    expect(lineReferenceProblems(D)).toEqual([
      'scheduleA.l18: "Add the amounts in the far right column for lines 4 through 16" read scheduleD.l1a, which it does not name',
    ]);
  });

  describe('California (FTB) ways of writing a reference', () => {
    it('reads "line 7 through line 10" as a range, and "lines 85–87" too', () => {
      const L = new Lines();
      const l7 = L.set('ca540.l7', d(1), 'Personal');
      const l8 = L.set('ca540.l8', d(2), 'Blind');
      L.set('ca540.l10', d(3), 'Dependents');
      L.set('ca540.l11', l7.plus(l8), 'Exemption amount: add line 7 through line 10');
      expect(lineReferenceProblems(L)).toEqual([
        'ca540.l11: "Exemption amount: add line 7 through line 10" names ca540.l10, which it did not read',
      ]);
      expect(lineReferences('Add lines 85–87', 'ca540nr.l88').map((r) => [r.lo, r.hi])).toEqual([
        ['85', '87'],
      ]);
    });

    it('maps "Schedule CA (540), Part I, line 27, column B" to that part\'s column key', () => {
      const L = new Lines();
      const b = L.set('scheduleCA.partI.l27.b', d(10), 'Subtractions');
      L.set('scheduleCA.partI.l27.c', d(4), 'Additions');
      L.set(
        'ca540.l14',
        b,
        'California adjustments – subtractions (Schedule CA (540), Part I, line 27, column B)',
      );
      expect(lineReferenceProblems(L)).toEqual([]);
      // Column C named, column B read: both ways fail.
      L.set(
        'ca540.l16',
        b,
        'California adjustments – additions (Schedule CA (540), Part I, line 27, column C)',
      );
      expect(lineReferenceProblems(L)).toEqual([
        'ca540.l16: "California adjustments – additions (Schedule CA (540), Part I, line 27, column C)" names scheduleCA.partI.l27.c, which it did not read',
        'ca540.l16: "California adjustments – additions (Schedule CA (540), Part I, line 27, column C)" read scheduleCA.partI.l27.b, which it does not name',
      ]);
    });

    it('keeps a part through "less line N" and reads "Part IV: line 1 less line 4"', () => {
      const L = new Lines();
      const l1 = L.set('scheduleCANR.partIV.l1', d(50), 'CA AGI');
      const l4 = L.set('scheduleCANR.partIV.l4', d(5), 'CA deductions');
      L.set(
        'ca540nr.l35',
        l1.minus(l4),
        'CA taxable income (Schedule CA (540NR), Part IV: line 1 less line 4)',
      );
      expect(lineReferenceProblems(L)).toEqual([]);
    });

    it('reads a column list ("line 17 column A less column B plus column C") as all columns', () => {
      const L = new Lines();
      const a = L.set('scheduleCA.partII.l17.a', d(9), 'A');
      const b = L.set('scheduleCA.partII.l17.b', d(2), 'B');
      const c = L.set('scheduleCA.partII.l17.c', d(1), 'C');
      L.set(
        'scheduleCA.partII.l18',
        a.minus(b).plus(c),
        'Combine line 17 column A less column B plus column C',
      );
      expect(lineReferenceProblems(L)).toEqual([]);
    });

    it('reads forms written "FTB 3514", "form FTB 3514" and "Form FTB 3506"', () => {
      const L = new Lines();
      const l19 = L.set('ftb3514.l19', d(9000), 'Earned income');
      const care = L.set('ftb3506.l11', d(40), 'Credit');
      L.set('caEitcWks.l1', l19, 'Earned income (form FTB 3514, line 19)');
      L.set('scheduleP.partIII.l5.a', care, 'Code 232 credit (Form FTB 3506, line 11)');
      L.set('ca540.l75', l19, 'See FTB 3514 line 19');
      expect(lineReferenceProblems(L)).toEqual([]);
    });

    it("a worksheet names its form's lines by the form's name; a named worksheet copy is told apart", () => {
      const L = new Lines();
      const w1 = L.set('caWks#itemizedLimit.l1', d(30), 'Itemized deductions');
      const w9 = L.set('caWks#itemizedLimit.l9', d(3), 'Limitation');
      L.set('caWks#exemptionCredits.l1', d(7), 'Exemption credits');
      L.set('caWks#exemptionCredits.l9', d(1), 'Dependents');
      L.set(
        'scheduleCA.partII.l29',
        w1.minus(w9),
        'Total: California Itemized Deductions Worksheet, line 1 less line 9',
      );
      const w6 = L.set('caEitcWks.l6', d(200), 'Credit');
      L.set(
        'ftb3514.l20',
        w6,
        'California EITC (California EITC worksheet, line 6). Form 540NR filers: go to Step 7 (line 21)',
      );
      L.set('ftb3514.l21', d(1), 'Percentage');
      expect(lineReferenceProblems(L)).toEqual([]);
    });

    it('Schedule P: "Part II, line 24" from Part III is the schedule\'s line; "Part III, line 11" is Part III\'s', () => {
      const L = new Lines();
      const tmt = L.set('scheduleP.l24', d(500), 'Tentative minimum tax');
      L.set('scheduleP.partIII.l2', tmt, 'Tentative minimum tax from Part II, line 24');
      const l11 = L.set('scheduleP.partIII.l11', d(80), 'Tax');
      const used = L.set(
        'scheduleP.partIII.renter.b',
        Money.min(d(60), l11),
        'Credit used: not more than Part III, line 11',
      );
      // renter.b has no line number: no text can name it, so reading it is no problem.
      L.set(
        'scheduleP.partIII.renter.c',
        l11.minus(used),
        'Tax balance: Part III, line 11 less the credit used',
      );
      const c3 = L.set('scheduleP.partIII.l3', d(40), 'Excess');
      const c5 = L.set('scheduleP.partIII.l5.b', d(30), 'Used');
      L.set('scheduleP.partIII.l5.c', c3.minus(c5), 'Tax balance: line 3 less line 5, column (b)');
      expect(lineReferenceProblems(L)).toEqual([]);
    });

    it('Schedule P (540NR): "(Form 540NR line 17)" names the form, "(line 17)" the schedule', () => {
      const L = new Lines();
      const agi = L.set('ca540nr.l17', d(100), 'AGI');
      L.set('schedulePNR.l17', d(1), 'Other');
      L.set('schedulePNR.l25d', agi, 'AMT California AGI ÷ AGI from all sources (Form 540NR line 17)');
      expect(lineReferenceProblems(L)).toEqual([]);
      L.set('schedulePNR.l25e', agi, 'Ratio by AGI from all sources (line 17)');
      expect(lineReferenceProblems(L)).toEqual([
        'schedulePNR.l25e: "Ratio by AGI from all sources (line 17)" names schedulePNR.l17, which it did not read',
        'schedulePNR.l25e: "Ratio by AGI from all sources (line 17)" read ca540nr.l17, which it does not name',
      ]);
    });

    it('Form 568 (f568#1.l18): an entered part of line 17 reads line 17 of its own copy', () => {
      const L = new Lines();
      const l17 = L.set('f568#1.l17', d(900), 'Overpayment');
      L.set('f568#2.l17', d(5), 'Another LLC');
      L.set('f568#1.l18', d(100).via(l17), 'Amount of line 17 to be credited to 2025 tax, as entered');
      expect(lineReferenceProblems(L)).toEqual([]);
      L.set('f568#2.l18', d(1), 'Amount of line 17 to be credited to 2025 tax, as entered');
      expect(lineReferenceProblems(L)).toEqual([
        'f568#2.l18: "Amount of line 17 to be credited to 2025 tax, as entered" names f568#2.l17, which it did not read',
        'f568#2.l18: "Amount of line 17 to be credited to 2025 tax, as entered" names lines but has no inputs',
      ]);
    });

    it('Schedule CA Section B: "in Section B" names the section, and 9b holds 9b1-9b3', () => {
      const L = new Lines();
      const a7 = L.set('scheduleCA.partI.l7.a', d(1), 'Unemployment');
      const b1 = L.set('scheduleCA.partI.secB.l1.a', d(2), 'Refunds');
      const b9 = L.set('scheduleCA.partI.secB.l9b1.a', d(3), 'California only');
      L.set(
        'scheduleCA.partI.l10.a',
        Money.sum([a7, b1, b9]),
        'Combine lines 1z through 7 in Section A and lines 1 through 7, 9a and 9b in Section B (column A)',
      );
      expect(lineReferenceProblems(L)).toEqual([]);
    });

    it('lines stated to be zero ("so Form 540NR lines 85–87 are $0") are a result, not operands', () => {
      const L = new Lines();
      L.set('ca540nr.l85', d(0), 'EITC');
      L.set('ftb3514.l20', d(0), 'California EITC: none, so Form 540NR lines 85–87 are $0.');
      expect(lineReferenceProblems(L)).toEqual([]);
    });
  });
});
