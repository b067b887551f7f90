import { useCallback } from 'react';
import { TAX_YEAR, yearText } from '@taxprep/contracts';
import { federalParams, TAX_YEARS } from '@taxprep/tax-engine';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { returnKey } from '../api/returns';
import { useFormId } from './useFormId';

/**
 * The tax year of the return in the URL (GET /api/form1040/{id}, the query the screens share);
 * the default year while it loads or outside a return.
 */
export function useReturnYear(): number {
  return useReturnYearOf(useFormId()) ?? TAX_YEAR;
}

/**
 * The tax year of return `id`, undefined until it is known: a call that creates a record of the
 * year (Schedule CA, Form 568) waits for it rather than guess the default year.
 */
export function useReturnYearOf(id: string | null): number | undefined {
  const info = useQuery({
    queryKey: returnKey(id ?? '', 'info'),
    queryFn: () => api.get<{ tax_year?: number }>(`/api/form1040/${id ?? ''}`),
    enabled: id !== null,
  });
  return info.data ? (info.data.tax_year ?? TAX_YEAR) : undefined;
}

/** yearText for the return in the URL, with the year's figures a text may name. */
export function useYearText(): (text: string) => string {
  const year = useReturnYear();
  return useCallback(
    (text: string) => {
      // A year's figure named in a text comes from that year's parameter set.
      if (!text.includes('{qualifying_relative_limit}') || !TAX_YEARS.includes(year))
        return yearText(text, year);
      const limit = federalParams(year).dependents.qualifyingRelativeGrossIncomeLimit;
      return yearText(text, year, { qualifying_relative_limit: `$${limit.toLocaleString('en-US')}` });
    },
    [year],
  );
}

/** A part of the law some screens and fields exist for (DocumentDef/FieldDef `onlyWith`). */
export type Law = 'schedule1A';

/** Whether the return in the URL's year has `law` (its federal figures include it); true for none. */
export function useYearHas(): (law: Law | undefined) => boolean {
  const year = useReturnYear();
  return useCallback(
    (law: Law | undefined) => !law || (TAX_YEARS.includes(year) && federalParams(year)[law] !== undefined),
    [year],
  );
}
