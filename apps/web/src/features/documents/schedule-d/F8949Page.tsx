import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { form8949 } from '@taxprep/contracts';
import { DocumentPage } from '../registry/DocumentPage';
import { WithFormId } from '../../../shared/useFormId';
import { CsvImport } from './CsvImport';

/** Form 8949 rows: the registry's list and form, a broker CSV import, and the way back to Schedule D. */
export function F8949Page() {
  return (
    <WithFormId>
      {(id) => (
        <Stack gap="lg">
          <Group>
            <Button
              component={Link}
              to={`/form1040/${id}/schedule-d`}
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              Back to Schedule D
            </Button>
          </Group>
          <DocumentPage def={form8949} />
          <CsvImport id={id} />
        </Stack>
      )}
    </WithFormId>
  );
}
