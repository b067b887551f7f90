import { useCallback, useState } from 'react';
import { LOCAL_KEYS } from '../../api/session';

type Expanded = Record<string, boolean>;

function read(): Expanded {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOCAL_KEYS.sidebarExpanded) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Expanded) : {};
  } catch {
    return {};
  }
}

/** Which sidebar groups are open, remembered across visits; groups start open. */
export function useExpandedGroups() {
  const [expanded, setExpanded] = useState<Expanded>(read);

  const toggle = useCallback((id: string) => {
    setExpanded((prev) => {
      const next = { ...prev, [id]: !(prev[id] ?? true) };
      localStorage.setItem(LOCAL_KEYS.sidebarExpanded, JSON.stringify(next));
      return next;
    });
  }, []);

  const isOpen = (id: string) => expanded[id] ?? true;
  return { isOpen, toggle };
}
