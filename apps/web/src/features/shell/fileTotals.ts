import { useSyncExternalStore } from 'react';

/** Federal plus California 540 figures for the open file; screens that compute them publish here. */
export interface FileTotals {
  refund: number;
  owed: number;
}

let current: FileTotals | null = null;
const listeners = new Set<() => void>();

export function setFileTotals(totals: FileTotals | null): void {
  current = totals;
  listeners.forEach((notify) => notify());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useFileTotals(): FileTotals | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
