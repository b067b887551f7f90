import { useEffect, useState } from 'react';
import { Anchor, Box, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../api/client';
import { FormAlert } from '../../ui/FormAlert';
import { usePageTitle } from '../../ui/usePageTitle';
import { WithRouteId } from '../../ui/WithRouteId';
import { fetchFile } from '../../api/fetchFile';
import { RETURN_FILES } from '../../shared/returnFiles';

const TITLE = 'PDF Preview';
/** Each combined PDF, with its failure text (spec 002 §8). */
const SOURCES = {
  federal: { kind: 'full-pdf', failed: 'Failed to preview Federal Combined PDF.', title: 'Federal' },
  california: { kind: 'ca-full-pdf', failed: 'Failed to preview CA Combined PDF.', title: 'California' },
} as const;
type Which = keyof typeof SOURCES;

/**
 * /form/{formId}/preview: the combined federal or California PDF in the browser's own viewer;
 * `?return=california` opens on the California one (the downloads page links there).
 */
export function PreviewPage() {
  usePageTitle(TITLE);
  return (
    <WithRouteId param="formId" redirectTo="/my-forms" message="Missing Form 1040 ID. Redirecting…">
      {(id) => <Preview id={id} />}
    </WithRouteId>
  );
}

type Loaded = { key: string; url: string } | { key: string; error: string };

function Preview({ id }: { id: string }) {
  const [params, setParams] = useSearchParams();
  const which: Which = params.get('return') === 'california' ? 'california' : 'federal';
  const setWhich = (w: Which) =>
    setParams(w === 'california' ? { return: 'california' } : {}, { replace: true });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${id}:${which}`;

  useEffect(() => {
    const ctrl = new AbortController();
    let url: string | null = null;
    const source = SOURCES[which];
    const file = RETURN_FILES[source.kind];
    fetchFile(file.path(id), file.fallback, ctrl.signal)
      .then(({ blob }) => {
        url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setLoaded({ key: `${id}:${which}`, url });
      })
      .catch((err: unknown) => {
        if (!ctrl.signal.aborted) setLoaded({ key: `${id}:${which}`, error: errorText(err, source.failed) });
      });
    return () => {
      ctrl.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, which]);

  // A previous file (the other return, another id) is never shown while the next one loads.
  const current = loaded?.key === key ? loaded : null;

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
          onChange={(v) => setWhich(v as Which)}
          data={[
            { value: 'federal', label: 'Federal' },
            { value: 'california', label: 'California' },
          ]}
        />
      </Group>
      {!current ? (
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
            title={`${SOURCES[which].title} combined PDF of Form 1040 #${id}`}
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
