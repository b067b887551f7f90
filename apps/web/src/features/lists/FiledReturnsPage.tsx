import { ReturnsScreen } from '../dashboard/ReturnsScreen';

/** /form1040/list: the same table as the dashboard, with a link to each return's details. */
export function FiledReturnsPage() {
  return (
    <ReturnsScreen
      source="list"
      title="My Filed Returns"
      description="Edit, download, submit or open the details of each return."
      showDetails
    />
  );
}
