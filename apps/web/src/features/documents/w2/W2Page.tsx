import { isMarried, w2 } from '@taxprep/contracts';
import { useReturnInfo } from '../../../api/returnInfo';
import { WithFormId } from '../../../shared/useFormId';
import { DocumentPage } from '../registry/DocumentPage';

/** The W-2s of a return: the registry's page; whose W-2 is asked only on a married return. */
export function W2Page() {
  return <WithFormId>{(id) => <W2s id={id} />}</WithFormId>;
}

function W2s({ id }: { id: string }) {
  const info = useReturnInfo(id);
  return (
    <DocumentPage
      def={w2}
      hidden={isMarried(info.data?.filing_status) ? [] : ['owner']}
      next={{ path: 'income', label: 'Next: income' }}
    />
  );
}
