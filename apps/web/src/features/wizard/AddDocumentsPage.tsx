import { Button, Fieldset, Group, SimpleGrid, Stack, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { WithFormId } from '../../shared/useFormId';
import { WizardCard } from '../../ui/WizardCard';

/** [label, path after /form1040/{id}/, built yet]; the rest show as 'Coming soon'. */
const FEDERAL: [string, string, boolean][] = [
  ['W-2', 'w2', true],
  ['Schedule A', 'schedule-a', true],
  ['Schedule C', 'schedule-c', true],
  ['1099-MISC (Schedule C)', '1099-misc?target=schedule-c', true],
  ['1099-MISC (Form 1040)', '1099-misc?target=1040', true],
  ['1099-G', '1099-g?target=1040', true],
  ['1099-R', '1099-r?target=1040', true],
  ['1099-INT', '1099-int?target=1040', true],
  ['1099-DIV', '1099-div?target=1040', true],
  ['SSA-1099', '1099-ssa?target=1040', true],
  ['1095-A (Marketplace coverage)', '1095-a', true],
  ['HSA (Form 8889)', 'hsa', true],
  ['Schedule E', 'schedule-e?target=1040', true],
  ['Schedule D', 'schedule-d?target=1040', true],
  ['Schedule 1', 'schedule-1?target=1040', true],
  ['1040-X', '1040x?target=1040', true],
];
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
