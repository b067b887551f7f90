import { describe, expect, it } from 'vitest';
import { TAX_YEARS } from '@taxprep/tax-engine';
import { yearsLabel } from './yearsLabel';

describe('yearsLabel', () => {
  it('lists the years latest first, joined as a sentence', () => {
    expect(yearsLabel([2025, 2024])).toBe('2025 and 2024');
    expect(yearsLabel([2026, 2025, 2024])).toBe('2026, 2025 and 2024');
    expect(yearsLabel([2024])).toBe('2024');
  });
  it('names every year the engine computes by default', () => {
    for (const y of TAX_YEARS) expect(yearsLabel()).toContain(String(y));
  });
});
