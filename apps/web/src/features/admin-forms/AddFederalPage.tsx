import { Alert, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FEDERAL_KINDS, federalAddPath, MSG, type AdminFormDetail } from '@taxprep/contracts';
import { detailPath, FormCaption, FormFrame } from './FormFrame';

/**
 * /admin/form/{type}/{id}/add-federal: the federal documents the form's return can take, each
 * opening its add screen on that return (for a document, the return it belongs to).
 */
export function AddFederalPage() {
  return <FormFrame heading="Add Federal Forms">{(d) => <Chooser d={d} />}</FormFrame>;
}

function Chooser({ d }: { d: AdminFormDetail }) {
  const rid = d.form1040_id;
  return (
    <Stack gap="md">
      <FormCaption d={d} />
      <Text>
        Choose a federal form to add to Form 1040 #{rid}
        {d.return_name ? ` (${d.return_name})` : ''}. Each opens the form&apos;s screen on that return.
      </Text>
      {d.status === 'Accepted' && (
        <Alert color="yellow" role="status">
          {MSG.acceptedReadOnly}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {FEDERAL_KINDS.map((k) => (
          <Card key={k.kind} withBorder padding="sm" radius="md">
            <Stack gap={6} h="100%" justify="space-between">
              <div>
                <Text fw={700}>{k.title}</Text>
                <Text size="sm">{k.description}</Text>
              </div>
              <Button
                component={Link}
                to={federalAddPath(k, rid)}
                variant="light"
                size="compact-sm"
                aria-label={`Add ${k.title}`}
              >
                Add
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Group>
        <Button component={Link} to={detailPath(d.type, d.id)} variant="default">
          Back to details
        </Button>
      </Group>
    </Stack>
  );
}
