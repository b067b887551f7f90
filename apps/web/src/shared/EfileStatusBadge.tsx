import { Text, VisuallyHidden } from '@mantine/core';
import { Pill } from '../ui/Pill';
import { BADGE_TONE, efileBadge, type EfileFields } from './efileBadge';

/** Accepted, Rejected, Filed or Draft; a dash when the document has no e-file status. */
export function EfileStatusBadge({ item }: { item: EfileFields }) {
  const badge = efileBadge(item);
  if (!badge)
    return (
      <Text span size="xs" c="dimmed">
        <span aria-hidden>—</span>
        <VisuallyHidden>No e-file status</VisuallyHidden>
      </Text>
    );
  return (
    <Pill tone={BADGE_TONE[badge]} size="xs">
      {badge}
    </Pill>
  );
}
