import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** Moves on to `to` after `ms`, the pause the spec gives so the success text can be read. */
export function useDelayedNavigate(): (to: string, ms: number) => void {
  const navigate = useNavigate();
  const [target, setTarget] = useState<{ to: string; ms: number } | null>(null);
  useEffect(() => {
    if (!target) return;
    const id = setTimeout(() => navigate(target.to), target.ms);
    return () => clearTimeout(id);
  }, [target, navigate]);
  return (to, ms) => setTarget({ to, ms });
}
