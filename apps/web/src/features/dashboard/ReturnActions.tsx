import type { ReactNode } from 'react';
import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import {
  IconCode,
  IconDots,
  IconEye,
  IconFilePlus,
  IconFileTypePdf,
  IconListDetails,
  IconLockOpen,
  IconPencil,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ReturnFileKind } from '../../shared/returnFiles';
import type { ReturnListItem } from '../../api/returnList';

interface Props {
  row: ReturnListItem;
  onDownload: (kind: ReturnFileKind) => void;
  isDownloading: (kind: ReturnFileKind) => boolean;
  onSubmit: () => void;
  submitting: boolean;
  /** Administrators may delete a record. */
  onDelete?: () => void;
  /** Administrators may reopen an accepted return. */
  onReopen?: () => void;
  /** The return lists link to the details page as well. */
  showDetails?: boolean;
}

function IconAction({
  label,
  children,
  ...rest
}: { label: string; children: ReactNode } & Record<string, unknown>) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" size="lg" aria-label={label} {...rest}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

const who = (row: ReturnListItem) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ') || `return ${row.id}`;

/**
 * View, PDF and Submit stay in the row (so they fit at 1280 px beside the other columns); the
 * rest is in a More menu. An accepted return offers no edits: an administrator may reopen it.
 */
export function ReturnActions({
  row,
  onDownload,
  isDownloading,
  onSubmit,
  submitting,
  onDelete,
  onReopen,
  showDetails,
}: Props) {
  const base = `/form1040/${row.id}`;
  const accepted = row.status === 'Accepted';
  return (
    <Group gap={2} wrap="nowrap">
      <IconAction label="View summary" component={Link} to={base}>
        <IconEye size={18} aria-hidden />
      </IconAction>
      <IconAction label="Download PDF" onClick={() => onDownload('pdf')} loading={isDownloading('pdf')}>
        <IconFileTypePdf size={18} aria-hidden />
      </IconAction>
      <IconAction
        label={accepted ? 'Accepted: already submitted' : 'Submit to IRS'}
        onClick={onSubmit}
        disabled={accepted}
        loading={submitting}
        color="blue"
      >
        <IconSend size={18} aria-hidden />
      </IconAction>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={`More actions for ${who(row)}`}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {showDetails && (
            <Menu.Item
              component={Link}
              to={`/my-forms/${row.id}`}
              leftSection={<IconListDetails size={16} />}
            >
              View details
            </Menu.Item>
          )}
          <Menu.Item onClick={() => onDownload('xml')} leftSection={<IconCode size={16} />}>
            Download XML
          </Menu.Item>
          {!accepted && (
            <>
              <Menu.Item component={Link} to={`${base}/basic`} leftSection={<IconPencil size={16} />}>
                Edit basic info
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={`${base}/add-documents`}
                leftSection={<IconFilePlus size={16} />}
              >
                Add or edit federal forms
              </Menu.Item>
            </>
          )}
          {accepted && onReopen && (
            <Menu.Item onClick={onReopen} leftSection={<IconLockOpen size={16} />}>
              Reopen for changes
            </Menu.Item>
          )}
          {onDelete && !accepted && (
            <Menu.Item color="red" onClick={onDelete} leftSection={<IconTrash size={16} />}>
              Delete record
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
