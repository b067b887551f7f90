import { useSyncExternalStore } from 'react';
import { getOpenFileId, subscribeOpenFile } from '../../api/session';

/** The tax file (Form 1040 id) currently open in this browser tab, or null. */
export function useOpenFileId(): string | null {
  return useSyncExternalStore(subscribeOpenFile, getOpenFileId, () => null);
}
