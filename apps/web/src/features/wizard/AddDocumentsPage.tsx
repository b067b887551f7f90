import { Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { CHOOSER_ENTRIES } from '@taxprep/contracts';
import { WithFormId } from '../../shared/useFormId';
import { useYearHas } from '../../shared/useReturnYear';
import { WizardCard } from '../../ui/WizardCard';

/**
 * [label, path after /form1040/{id}/]. The federal buttons are the `chooser` entries of the document
 * registry's kinds; the California ones open the state screens.
 */
const FEDERAL = CHOOSER_ENTRIES;
const CALIFORNIA: [string, string][] = [
  ['CA 540', 'ca/540'],
  ['CA 540NR', 'ca/540nr'],
  ['Schedule CA (540)', 'ca/schedule_ca'],
  ['CA Form 568', 'ca/568'],
];

/** A label longer than its button wraps onto a second line instead of being cut off. */
const WRAPPING = {
  root: {
    height: 'auto',
    minHeight: 44,
    paddingBlock: 6,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
} as const;

export function AddDocumentsPage() {
  return <WithFormId>{(id) => <Chooser id={id} />}</WithFormId>;
}

function Chooser({ id }: { id: string }) {
  const yearHas = useYearHas();
  const buttons = (list: [string, string][]) => (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
      {list.map(([label, path]) => (
        <Button key={path} component={Link} to={`/form1040/${id}/${path}`} variant="light" styles={WRAPPING}>
          {label}
        </Button>
      ))}
    </SimpleGrid>
  );
  return (
    <WizardCard title="Add Supporting Documents" description="Choose a form to add to this return.">
      <Stack gap="md">
        <Fieldset legend="Federal">
          {buttons(FEDERAL.filter((e) => yearHas(e.onlyWith)).map((e) => [e.label, e.path]))}
        </Fieldset>
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
