import { hsa, isMarried } from '@taxprep/contracts';
import { useReturnInfo } from '../../../api/returnInfo';
import { WithFormId } from '../../../shared/useFormId';
import { DocumentPage } from '../registry/DocumentPage';

/** The HSAs of a return (Form 8889); whose HSA, and the spouses' split of the family limit, only on a married return. */
export function HsaPage() {
  return <WithFormId>{(id) => <Accounts id={id} />}</WithFormId>;
}

function Accounts({ id }: { id: string }) {
  const info = useReturnInfo(id);
  return (
    <DocumentPage
      def={hsa}
      hidden={isMarried(info.data?.filing_status) ? [] : ['owner', 'family_limit_allocation']}
    />
  );
}
