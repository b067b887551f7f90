import { useEffect, useState } from 'react';

/** Seconds left before an action may be repeated; starts counting as soon as it mounts. */
export function useCountdown(initialSeconds: number) {
  const [remaining, setRemaining] = useState(initialSeconds);

  useEffect(() => {
    if (remaining <= 0) return;
    const id = setTimeout(() => setRemaining((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [remaining]);

  return { remaining, restart: () => setRemaining(initialSeconds) };
}
