import { useMutation } from '@tanstack/react-query';
import type { Calculation } from '@taxprep/contracts';
import { api } from '../../api/client';

export interface CalculationRequest {
  year: number;
  status: string;
  income: string;
}

/** GET /api/calculate-tax: a read, but run on demand from the form, hence a mutation. */
export function useCalculation() {
  return useMutation({
    mutationFn: ({ year, status, income }: CalculationRequest) => {
      const q = new URLSearchParams({ year: String(year), status, income });
      return api.get<Calculation>(`/api/calculate-tax?${q.toString()}`);
    },
  });
}

/** "0.225" → "22.5%"; "0.1211" → "12.11%". */
export function percent(fraction: string): string {
  const n = Number(fraction) * 100;
  return `${Number.isFinite(n) ? Number(n.toFixed(4)).toString() : fraction}%`;
}
