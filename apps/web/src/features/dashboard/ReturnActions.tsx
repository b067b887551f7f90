import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import {
  IconCode,
  IconEye,
  IconFilePlus,
  IconFileTypePdf,
  IconListDetails,
  IconPencil,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ReturnFileKind } from '../downloads/returnFiles';
import type { ReturnListItem } from './types';

interface Props {
  row: ReturnListItem;
  onDownload: (kind: ReturnFileKind) => void;
  isDownloading: (kind: ReturnFileKind) => boolean;
  onSubmit: () => void;
  submitting: boolean;
  /** Administrators may delete a record. */
  onDelete?: () => void;
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

/** View, download, submit and edit one return; every icon has a spoken name and a tooltip. */
export function ReturnActions({
  row,
  onDownload,
  isDownloading,
  onSubmit,
  submitting,
  onDelete,
  showDetails,
}: Props) {
  const base = `/form1040/${row.id}`;
  const accepted = row.status === 'Accepted';
  return (
    <Group gap={2} wrap="nowrap">
      <IconAction label="View summary" component={Link} to={base}>
        <IconEye size={18} aria-hidden />
      </IconAction>
      {showDetails && (
        <IconAction label="View details" component={Link} to={`/my-forms/${row.id}`}>
          <IconListDetails size={18} aria-hidden />
        </IconAction>
      )}
      <IconAction label="Download PDF" onClick={() => onDownload('pdf')} loading={isDownloading('pdf')}>
        <IconFileTypePdf size={18} aria-hidden />
      </IconAction>
      <IconAction label="Download XML" onClick={() => onDownload('xml')} loading={isDownloading('xml')}>
        <IconCode size={18} aria-hidden />
      </IconAction>
      <IconAction label="Edit basic info" component={Link} to={`${base}/basic`}>
        <IconPencil size={18} aria-hidden />
      </IconAction>
      <IconAction label="Add or edit federal forms" component={Link} to={`${base}/add-documents`}>
        <IconFilePlus size={18} aria-hidden />
      </IconAction>
      <Button
        size="compact-sm"
        variant={accepted ? 'default' : 'light'}
        leftSection={<IconSend size={14} aria-hidden />}
        onClick={onSubmit}
        disabled={accepted}
        loading={submitting}
        ml={4}
      >
        {accepted ? 'Submitted' : 'Submit to IRS'}
      </Button>
      {onDelete && (
        <IconAction label="Delete record" color="red" onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </IconAction>
      )}
    </Group>
  );
}
