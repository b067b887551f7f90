import type { ReactNode } from 'react';
import { NavLink, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatUsd } from '@taxprep/contracts';
import { Link } from 'react-router';
import { Pill } from '../../ui/Pill';
import {
  form568Badge,
  requiredInfoBadge,
  scheduleCaBadge,
  scheduleCaMarks,
  useCa540SummaryOf,
  useForm568Figures,
  useRequiredInfoReady,
  useScheduleCaSummary,
  type Badge,
} from '../../shared/californiaStatus';
import { EfileStatusBadge } from '../../shared/EfileStatusBadge';
import type { SidebarLink } from './sidebarLinks';

function BadgePill({ badge }: { badge: Badge | null }) {
  if (!badge) return null;
  return (
    <Pill tone={badge.tone} size="xs" title={badge.title}>
      {badge.text}
      {badge.title && <VisuallyHidden> ({badge.title})</VisuallyHidden>}
    </Pill>
  );
}

function Mark({ on, label }: { on: boolean; label: string }) {
  return on ? (
    <>
      <IconCheck size={14} aria-hidden color="var(--mantine-color-green-8)" />
      <VisuallyHidden>{label} entered</VisuallyHidden>
    </>
  ) : (
    <Text span size="xs" c="dimmed">
      <span aria-hidden>—</span>
      <VisuallyHidden>No {label.toLowerCase()}</VisuallyHidden>
    </Text>
  );
}

export interface LinkDecoration {
  right?: ReactNode;
  below?: ReactNode;
}

/**
 * The California entries' badges: FTB Required Info readiness, the 540's e-file status, the
 * Schedule CA state with its Subtractions/Additions checkmarks, and the Form 568 amount.
 */
export function useCaliforniaDecorations(
  fileId: string | null,
  base: string,
  onNavigate?: () => void,
): (link: SidebarLink) => LinkDecoration {
  const info = useRequiredInfoReady(fileId);
  const ca540 = useCa540SummaryOf(fileId);
  const schCa = useScheduleCaSummary(fileId);
  const f568 = useForm568Figures(fileId);
  const marks = scheduleCaMarks(schCa.data);
  const schPath = `${base}/ca/schedule_ca`;
  return (link) => {
    switch (link.path) {
      case 'ca/required-info':
        return { right: <BadgePill badge={requiredInfoBadge(info)} /> };
      case 'ca/540':
        // A 404 (not started) and a 540 never submitted both show the dash.
        return ca540.data === undefined
          ? {}
          : { right: <EfileStatusBadge item={{ efileStatus: ca540.data?.efileStatus }} /> };
      case 'ca/schedule_ca':
        return {
          right: <BadgePill badge={scheduleCaBadge(schCa.isError ? null : schCa.data)} />,
          below: (['subtractions', 'additions'] as const).map((k) => (
            <NavLink
              key={k}
              component={Link}
              to={`${schPath}#${k}`}
              label={k === 'subtractions' ? 'Subtractions' : 'Additions'}
              rightSection={
                <Mark on={marks[k]} label={k === 'subtractions' ? 'Subtractions' : 'Additions'} />
              }
              active={false}
              onClick={onNavigate}
              pl="xl"
              py={2}
            />
          )),
        };
      case 'ca/form568':
        return { right: <BadgePill badge={form568Badge(f568.isError ? null : f568.data, formatUsd)} /> };
      default:
        return {};
    }
  };
}
