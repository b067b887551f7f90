import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { IconDownload, IconEye, IconFileZip } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/usePageTitle';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState';
import { api, errorText } from '../../api/client';
import { fetchFile, saveFile } from '../../api/fetchFile';
import { FormAlert } from '../../ui/FormAlert';
import { WithRouteId } from '../../ui/WithRouteId';
import { useFileSummary } from '../../shared/fileTotals';
import { CA_FILE_KINDS, RETURN_FILES, SCHEDULE_FILES, type ReturnFileKind } from '../../shared/returnFiles';
import { useReturnDownload } from '../../shared/useReturnDownload';
import { ReturnFileSection } from './ReturnFileSection';

const TITLE = 'Downloads';
const FEDERAL: ReturnFileKind[] = ['full-pdf', 'pdf', 'xml'];

/** /form/{form1040Id}/downloads: the federal and the California files of a return. */
export function DownloadsPage() {
  usePageTitle(TITLE);
  return (
    <WithRouteId param="form1040Id" redirectTo="/my-forms" message="Missing Form 1040 ID. Redirecting…">
      {(id) => <Downloads id={id} />}
    </WithRouteId>
  );
}

function Downloads({ id }: { id: string }) {
  const files = useReturnDownload();
  const summary = useFileSummary(id);
  // A return that does not exist (or is not yours) offers nothing to download.
  if (summary.isPending) return <LoadingBlock label="Loading the return…" />;
  if (summary.isError) {
    return (
      <Stack gap="md" maw={820}>
        <Title order={1} size="h2">
          {TITLE}
        </Title>
        <LoadFailedBlock
          message={errorText(summary.error, 'Failed to load the return.')}
          onRetry={() => void summary.refetch()}
        />
      </Stack>
    );
  }
  // Only the schedules this return actually has.
  const schedules = SCHEDULE_FILES.filter((s) =>
    summary.data?.forms?.some((f) => f.split('#')[0] === s.form),
  ).map((s) => s.kind);
  const federal: ReturnFileKind[] = [...FEDERAL, ...schedules];
  return (
    <Stack gap="md" maw={820}>
      <div>
        <Title order={1} size="h2">
          {TITLE}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Form 1040 #{id}
        </Text>
      </div>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="federal-files">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4" id="federal-files">
            Federal
          </Title>
          <Button
            component={Link}
            to={`/form/${id}/preview`}
            variant="subtle"
            leftSection={<IconEye size={16} aria-hidden />}
          >
            Preview the federal PDF
          </Button>
        </Group>
        <FileList id={id} kinds={federal} files={files} />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="california-files">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4" id="california-files">
            California
          </Title>
          <Button
            component={Link}
            to={`/form/${id}/preview?return=california`}
            variant="subtle"
            leftSection={<IconEye size={16} aria-hidden />}
          >
            Preview the California PDF
          </Button>
        </Group>
        <FileList id={id} kinds={[...CA_FILE_KINDS]} files={files} />
      </Paper>
      <ZipSection id={id} />
      <ReturnFileSection id={id} />
      <Anchor component={Link} to={`/my-forms/${id}`} size="sm">
        Back to the tax file details
      </Anchor>
    </Stack>
  );
}

/** Every return of this return's filer in one ZIP, as PDF or XML (spec 002's ZIP downloads). */
function ZipSection({ id }: { id: string }) {
  const owner = useQuery({
    queryKey: ['form1040', id, 'owner'],
    queryFn: ({ signal }) => api.get<{ user_id: number }>(`/api/form1040/${id}`, { signal }),
  });
  const [pending, setPending] = useState<'pdf' | 'xml' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (format: 'pdf' | 'xml') => {
    if (!owner.data) return;
    setPending(format);
    setError(null);
    try {
      saveFile(
        await fetchFile(
          `/api/form1040/zip/${owner.data.user_id}?format=${format}`,
          `Returns_${format.toUpperCase()}.zip`,
        ),
      );
    } catch (err) {
      setError(errorText(err, `Failed to download ${format.toUpperCase()}.`));
    } finally {
      setPending(null);
    }
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="zip-files">
      <Title order={2} size="h4" id="zip-files" mb="sm">
        All returns (ZIP)
      </Title>
      <Group gap="xs">
        {(['pdf', 'xml'] as const).map((f) => (
          <Button
            key={f}
            variant="light"
            leftSection={<IconFileZip size={16} aria-hidden />}
            loading={pending === f}
            disabled={!owner.data || (pending !== null && pending !== f)}
            onClick={() => void download(f)}
          >
            All returns as {f.toUpperCase()} (ZIP)
          </Button>
        ))}
      </Group>
      <FormAlert message={error} />
    </Paper>
  );
}

/** One row per file: its name and a Download button that shows progress while fetching. */
function FileList({
  id,
  kinds,
  files,
}: {
  id: string;
  kinds: ReturnFileKind[];
  files: ReturnType<typeof useReturnDownload>;
}) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {kinds.map((kind) => (
        <Group key={kind} component="li" justify="space-between" wrap="nowrap">
          <Text>{RETURN_FILES[kind].label}</Text>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={files.isPending(id, kind)}
            onClick={() => void files.download(id, kind)}
            aria-label={`Download ${RETURN_FILES[kind].label}`}
          >
            Download
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
