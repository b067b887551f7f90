import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconEye, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FormAlert } from '../../ui/FormAlert';
import { ReturnStatusBadge } from '../../ui/ReturnStatusBadge';
import { usePageTitle } from '../../ui/usePageTitle';
import { WithRouteId } from '../../ui/WithRouteId';
import { useFileSummary } from '../../shared/fileTotals';
import { useSchedules } from '../../shared/schedules';
import { AccessLogSection } from './AccessLogSection';
import { DocumentSections } from './DocumentSections';
import { SummaryTotals } from './SummaryTotals';

const TITLE = 'Tax File Details';
export const DETAILS_LOAD_FAILED = 'Failed to load form details.';

/** /my-forms/{form1040Id}: the return's totals and its documents in collapsible sections. */
export function FormDetailsPage() {
  usePageTitle(TITLE);
  return (
    <WithRouteId param="form1040Id" redirectTo="/my-forms" message="Missing Form 1040 ID. Redirecting…">
      {(id) => <FormDetails id={id} />}
    </WithRouteId>
  );
}

function FormDetails({ id }: { id: string }) {
  const summary = useFileSummary(id);
  const schedules = useSchedules(id);
  const failed = summary.isError || schedules.isError;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {TITLE}
          </Title>
          <Group gap="xs" mt={4}>
            <Text c="dimmed" size="sm">
              Form 1040 #{id}
            </Text>
            {summary.data && <ReturnStatusBadge status={summary.data.status} />}
          </Group>
        </div>
        <Group gap="xs">
          <Button
            component={Link}
            to={`/form1040/${id}`}
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Open return
          </Button>
          <Button
            component={Link}
            to={`/form/${id}/downloads`}
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Downloads
          </Button>
          <Button
            component={Link}
            to={`/form/${id}/preview`}
            variant="light"
            leftSection={<IconEye size={16} aria-hidden />}
          >
            Preview PDF
          </Button>
        </Group>
      </Group>
      <FormAlert message={failed ? DETAILS_LOAD_FAILED : null} />
      {(summary.isPending || schedules.isPending) && !failed && (
        <Group justify="center" p="xl" role="status">
          <Loader aria-label="Loading form details…" />
        </Group>
      )}
      {summary.data && (
        <section aria-labelledby="details-totals">
          <Title order={2} size="h4" id="details-totals" mb="xs">
            Totals
          </Title>
          <SummaryTotals summary={summary.data} />
        </section>
      )}
      {schedules.data && (
        <section aria-labelledby="details-documents">
          <Title order={2} size="h4" id="details-documents" mb="xs">
            Documents
          </Title>
          <DocumentSections schedules={schedules.data} />
        </section>
      )}
      <AccessLogSection id={id} />
      <Anchor component={Link} to="/my-forms" size="sm">
        Back to My Forms
      </Anchor>
    </Stack>
  );
}
