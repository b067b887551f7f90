import { useEffect, useState } from 'react';
import { Alert, Anchor, Box, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorText } from '../../api/client';
import { FormAlert } from '../../ui/FormAlert';
import { usePageTitle } from '../../ui/usePageTitle';
import { WithRouteId } from '../../ui/WithRouteId';
import { fetchFile } from './fetchFile';
import { RETURN_FILES } from './returnFiles';

const TITLE = 'PDF Preview';
const FEDERAL_FAILED = 'Failed to preview Federal Combined PDF.';

/** /form/{formId}/preview: the combined federal PDF in the browser's own viewer. */
export function PreviewPage() {
  usePageTitle(TITLE);
  return (
    <WithRouteId param="formId" redirectTo="/my-forms" message="Missing Form 1040 ID. Redirecting…">
      {(id) => <Preview id={id} />}
    </WithRouteId>
  );
}

type Loaded = { id: string; url: string } | { id: string; error: string };

function Preview({ id }: { id: string }) {
  const [which, setWhich] = useState<'federal' | 'california'>('federal');
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const ctrl = new AbortController();
    let url: string | null = null;
    const file = RETURN_FILES['full-pdf'];
    fetchFile(file.path(id), file.fallback, ctrl.signal)
      .then(({ blob }) => {
        url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setLoaded({ id, url });
      })
      .catch((err: unknown) => {
        if (!ctrl.signal.aborted) setLoaded({ id, error: errorText(err, FEDERAL_FAILED) });
      });
    return () => {
      ctrl.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);

  const current = loaded?.id === id ? loaded : null;

  return (
    <Stack gap="md" h="calc(100vh - 120px)">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {TITLE}
          </Title>
          <Text c="dimmed" size="sm">
            Form 1040 #{id}
          </Text>
        </div>
        <SegmentedControl
          aria-label="Which return to preview"
          value={which}
          onChange={(v) => setWhich(v as 'federal' | 'california')}
          data={[
            { value: 'federal', label: 'Federal' },
            { value: 'california', label: 'California' },
          ]}
        />
      </Group>
      {which === 'california' ? (
        <Alert color="blue" role="status">
          The California combined PDF is not available yet. It is coming soon.
        </Alert>
      ) : !current ? (
        <Group justify="center" p="xl" role="status">
          <Loader aria-label="Loading the PDF preview…" />
          <Text size="sm">Preparing the PDF…</Text>
        </Group>
      ) : 'error' in current ? (
        <FormAlert message={current.error} />
      ) : (
        <Box style={{ flex: 1, minHeight: 480 }}>
          <iframe
            src={current.url}
            title={`Federal combined PDF of Form 1040 #${id}`}
            style={{ width: '100%', height: '100%', border: '1px solid var(--mantine-color-default-border)' }}
          />
        </Box>
      )}
      <Group gap="md">
        <Anchor component={Link} to={`/form/${id}/downloads`} size="sm">
          Downloads
        </Anchor>
        <Anchor component={Link} to={`/my-forms/${id}`} size="sm">
          Tax file details
        </Anchor>
      </Group>
    </Stack>
  );
}
