import { Button, Fieldset, Group, SimpleGrid, Stack, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { CHOOSER_ENTRIES } from '@taxprep/contracts';
import { WithFormId } from '../../shared/useFormId';
import { WizardCard } from '../../ui/WizardCard';

/**
 * [label, path after /form1040/{id}/, built yet]; the rest show as 'Coming soon'. The federal
 * buttons are the `chooser` entries of the document registry's kinds.
 */
const FEDERAL: [string, string, boolean][] = CHOOSER_ENTRIES.map((e) => [e.label, e.path, true]);
const CALIFORNIA: [string, string, boolean][] = [
  ['CA 540', 'ca/540', false],
  ['CA 540NR', 'ca/540nr', false],
  ['Schedule CA (540)', 'ca/schedule_ca', false],
  ['CA Form 568', 'ca/568', false],
];

export function AddDocumentsPage() {
  return <WithFormId>{(id) => <Chooser id={id} />}</WithFormId>;
}

function Chooser({ id }: { id: string }) {
  const buttons = (list: [string, string, boolean][]) => (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
      {list.map(([label, path, ready]) =>
        ready ? (
          <Button key={path} component={Link} to={`/form1040/${id}/${path}`} variant="light">
            {label}
          </Button>
        ) : (
          <Tooltip key={path} label="Coming soon">
            {/* A disabled button takes no focus, so its wrapper names it for everyone. */}
            <span>
              <Button variant="light" disabled fullWidth>
                {label} (Coming soon)
              </Button>
            </span>
          </Tooltip>
        ),
      )}
    </SimpleGrid>
  );
  return (
    <WizardCard title="Add Supporting Documents" description="Choose a form to add to this return.">
      <Stack gap="md">
        <Fieldset legend="Federal">{buttons(FEDERAL)}</Fieldset>
        <Fieldset legend="California">{buttons(CALIFORNIA)}</Fieldset>
        <Group justify="space-between">
          <Button variant="default" component={Link} to={`/form1040/${id}/basic`}>
            Back
          </Button>
          <Button component={Link} to={`/form1040/${id}`}>
            Go to Summary
          </Button>
        </Group>
      </Stack>
    </WizardCard>
  );
}
