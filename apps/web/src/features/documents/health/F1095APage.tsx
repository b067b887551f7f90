import { form1095A, povertyLineRegion, premiumTaxCredit } from '@taxprep/contracts';
import { useReturnInfo } from '../../../api/returnInfo';
import { WithFormId } from '../../../shared/useFormId';
import { DocumentPage } from '../registry/DocumentPage';
import { SingleRecordForm } from '../registry/SingleRecordForm';
import { useYearText } from '../../../shared/useReturnYear';

const REGION = {
  contiguous: 'the 48 contiguous states and DC',
  alaska: 'Alaska',
  hawaii: 'Hawaii',
} as const;

/** The Forms 1095-A of a return and, under them, the household facts Form 8962 asks once. */
export function F1095APage() {
  return <WithFormId>{(id) => <Forms id={id} />}</WithFormId>;
}

function Forms({ id }: { id: string }) {
  const info = useReturnInfo(id);
  const yt = useYearText();
  const mfs = info.data?.filing_status === 'married filing separately';
  const region = REGION[povertyLineRegion(info.data?.state)];
  return (
    <DocumentPage
      def={form1095A}
      after={
        <SingleRecordForm
          def={premiumTaxCredit}
          id={id}
          hidden={mfs ? [] : ['mfs_exception']}
          note={yt(
            `Your household income is compared with the {prev_year} federal poverty line for ${region}, the state of your address (Form 8962 line 4).`,
          )}
        />
      }
    />
  );
}
