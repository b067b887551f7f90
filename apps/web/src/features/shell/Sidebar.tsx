import { Box, Stack, Text, Title } from '@mantine/core';
import { TodoList } from '../../shared/TodoList';
import { useCaliforniaDecorations } from './CaliforniaBadges';
import type { Role } from '@taxprep/contracts';
import { FederalDocuments } from './FederalDocuments';
import { ADMIN_GROUP, FILE_GROUPS } from './sidebarLinks';
import { SidebarGroup } from './SidebarGroup';
import { useExpandedGroups } from './useExpandedGroups';
import { useOpenFileId } from './useOpenFileId';

interface Props {
  role: Role;
  /** The drawer closes itself when a link is followed. */
  onNavigate?: () => void;
  /** The drawer already shows the title in its own header. */
  showTitle?: boolean;
}

export function Sidebar({ role, onNavigate, showTitle = true }: Props) {
  const fileId = useOpenFileId();
  const { isOpen, toggle } = useExpandedGroups();
  const base = fileId ? `/form1040/${encodeURIComponent(fileId)}` : '';
  const caDecorate = useCaliforniaDecorations(fileId, base, onNavigate);
  const groups = [...(fileId ? FILE_GROUPS : []), ...(role === 'admin' ? [ADMIN_GROUP] : [])];

  return (
    <Stack gap="xs">
      {showTitle && (
        <Title order={2} size="h5" px={8}>
          Tax Navigation
        </Title>
      )}
      {!fileId && (
        <Text size="sm" c="dimmed" px={8}>
          No active tax file.
        </Text>
      )}
      {fileId && (
        <Box component="section" aria-labelledby="sidebar-todo" px={8} pb={4}>
          <Text id="sidebar-todo" size="xs" fw={700} c="dimmed" tt="uppercase" pb={4}>
            To-do
          </Text>
          <TodoList id={fileId} onNavigate={onNavigate} size="xs" />
        </Box>
      )}
      {groups.map((group) => (
        <SidebarGroup
          key={group.id}
          group={group}
          base={base}
          open={isOpen(group.id)}
          onToggle={() => toggle(group.id)}
          onNavigate={onNavigate}
          decorate={group.id === 'california' ? caDecorate : undefined}
        >
          {fileId && group.id === 'federal' && <FederalDocuments fileId={fileId} onNavigate={onNavigate} />}
        </SidebarGroup>
      ))}
    </Stack>
  );
}
