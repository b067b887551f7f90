import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { setOpenFileId } from '../../api/session';

/** Visiting any /form1040/{id}/… screen opens that file, so the sidebar and totals follow. */
export function OpenFileRoute() {
  const { form1040Id } = useParams();
  useEffect(() => {
    if (form1040Id && /^\d+$/.test(form1040Id)) setOpenFileId(form1040Id);
  }, [form1040Id]);
  return <Outlet />;
}
