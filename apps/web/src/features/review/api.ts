import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReturnReview, SignatureInput, SignatureView } from '@taxprep/contracts';
import { api } from '../../api/client';

/** Where the Review of a return or of its Form 1040-X reads, signs and submits. */
export interface ReviewTarget {
  returnId: string;
  /** The Form 1040-X record; null reviews the return itself. */
  amendmentId: number | null;
  /** The return's California 540 or 540NR instead (its own review, signature and FTB e-file). */
  california?: boolean;
}

const base = (t: ReviewTarget) =>
  t.california
    ? `/api/form1040/${t.returnId}/ca`
    : t.amendmentId === null
      ? `/api/form1040/${t.returnId}`
      : `/api/form1040x/${t.amendmentId}`;

export const reviewKey = (t: ReviewTarget) => [
  'form1040',
  t.returnId,
  'review',
  t.california ? 'california' : (t.amendmentId ?? 'return'),
];

export function useReview(t: ReviewTarget | null) {
  return useQuery({
    queryKey: t ? reviewKey(t) : ['form1040', 'none', 'review'],
    enabled: t !== null,
    staleTime: 0,
    queryFn: ({ signal }) => api.get<ReturnReview>(`${base(t!)}/review`, { signal }),
  });
}

/** The return's 1040-X (the screen uses the first). */
export function useAmendmentId(returnId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['form1040', returnId, 'form1040x-list'],
    enabled,
    queryFn: ({ signal }) => api.get<{ id: number }[]>(`/api/form1040/${returnId}/form1040x`, { signal }),
  });
}

export function useSign(t: ReviewTarget) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SignatureInput) =>
      api.put<{ message: string; signature: SignatureView }>(`${base(t)}/signature`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['form1040', t.returnId] }),
  });
}

/** "I've reviewed these figures": Review's changes count from now (the return's own Review only). */
export function useMarkReviewed(t: ReviewTarget) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<{ message: string; last_reviewed_at: string }>(`${base(t)}/reviewed`, {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: reviewKey(t) }),
  });
}

export interface SubmitAnswer {
  status: 'Accepted' | 'Rejected';
  message: string;
  errors: { code: string; field: string; message: string }[];
}

const answerKey = (t: ReviewTarget) => [
  'review-answer',
  t.returnId,
  t.california ? 'california' : (t.amendmentId ?? 'return'),
];

/** The FTB's answer in the shape of the IRS's: its submission record is made first (spec 002). */
async function submitCalifornia(returnId: string): Promise<SubmitAnswer> {
  const sub = await api.post<{ id: number } | { data: { id: number } }>(
    `/api/state/ensure/ca540/${returnId}`,
  );
  const subId = 'data' in sub ? sub.data.id : sub.id;
  const res = await api.post<{
    status: 'Accepted' | 'Rejected';
    message: string;
    submission: { errors: { code: string; message: string }[] };
  }>(`/api/state/submit/${subId}`);
  return {
    status: res.status,
    message: res.message,
    errors: res.submission.errors.map((e) => ({ ...e, field: '' })),
  };
}

/**
 * The IRS response of this screen's submission, kept in the query cache: the submission changes the
 * return's status and the wizard around the screen draws it again, which would lose a local state.
 */
export function useSubmitAnswer(t: ReviewTarget) {
  return useQuery<SubmitAnswer | null>({
    queryKey: answerKey(t),
    enabled: false,
    staleTime: Infinity,
    queryFn: () => null,
  }).data;
}

export function useSubmit(t: ReviewTarget) {
  const qc = useQueryClient();
  return useMutation({
    onSuccess: (data) => qc.setQueryData(answerKey(t), data),
    mutationFn: () =>
      t.california
        ? submitCalifornia(t.returnId)
        : api.post<SubmitAnswer>(
            t.amendmentId === null ? `/api/form1040/submit/${t.returnId}` : `${base(t)}/submit`,
          ),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['form1040', t.returnId] });
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
