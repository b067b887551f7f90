import { Stack } from '@mantine/core';
import { storedRole, storedUserId } from '../../api/session';
import { ReturnsScreen } from './ReturnsScreen';
import { ZipDownloads } from './ZipDownloads';

/** /form1040/list: the same table as the dashboard, with a link to each return's details. */
export function FiledReturnsPage() {
  const userId = storedUserId();
  return (
    <Stack gap="md">
      <ReturnsScreen
        source="list"
        title="My Filed Returns"
        description="Edit, download, submit or open the details of each return."
        showDetails
      />
      {storedRole() === 'user' && userId ? <ZipDownloads userId={userId} /> : null}
    </Stack>
  );
}
