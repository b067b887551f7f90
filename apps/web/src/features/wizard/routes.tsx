import type { RouteObject } from 'react-router';
import {
  form1099Div,
  form1099G,
  form1099Int,
  form1099R,
  ssa1099,
  type DocumentDef,
} from '@taxprep/contracts';
import { DependentsPage } from '../documents/dependents/DependentsPage';
import { ScheduleAPage } from '../documents/schedule-a/ScheduleAPage';
import { W2Page } from '../documents/w2/W2Page';
import { F1095APage } from '../documents/health/F1095APage';
import { HsaPage } from '../documents/health/HsaPage';
import { DocumentPage } from '../documents/registry/DocumentPage';
import { MiscPage } from '../documents/schedule-c/MiscPage';
import { NecPage } from '../documents/schedule-c/NecPage';
import { ScheduleCPage } from '../documents/schedule-c/ScheduleCPage';
import { F8949Page } from '../documents/schedule-d/F8949Page';
import { ScheduleDPage } from '../documents/schedule-d/ScheduleDPage';
import { ScheduleEPage } from '../documents/schedule-e/ScheduleEPage';
import { ScheduleOnePage } from '../documents/schedule-1/ScheduleOnePage';
import { Ca540NrPage } from '../california/Ca540NrPage';
import { Ca540Page } from '../california/Ca540Page';
import { Form568Page } from '../california/Form568Page';
import { RequiredInfoPage } from '../california/RequiredInfoPage';
import { ScheduleCaPage } from '../california/ScheduleCaPage';
import { PlaceholderPage } from '../placeholders/PlaceholderPage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { AboutYouPage } from './about/AboutYouPage';
import { AddDocumentsPage } from './AddDocumentsPage';
import { AdjustmentsPage } from './amounts/AdjustmentsPage';
import { CreditsPage } from './amounts/CreditsPage';
import { DeductionsPage } from './amounts/DeductionsPage';
import { IncomePage } from './amounts/IncomePage';
import { PaymentsPage } from './amounts/PaymentsPage';
import { TaxesPage } from './amounts/TaxesPage';
import { DesigneePage } from './designee/DesigneePage';
import { FilingStatusPage } from './filing/FilingStatusPage';
import { IdentityPage } from './identity/IdentityPage';
import { RefundPage } from './refund/RefundPage';
import { BasicInfoPage } from './steps/BasicInfoPage';
import { DigitalAssetsPage } from './steps/DigitalAssetsPage';
import { StandardDeductionPage } from './steps/StandardDeductionPage';
import { SummaryPage } from './summary/SummaryPage';

/** A registry kind's screen at its route and each alias. */
const kindRoutes = (def: DocumentDef): RouteObject[] =>
  [def.route, ...def.routeAliases].map((path) => ({
    path,
    element: <DocumentPage key={def.kind} def={def} />,
  }));

const page = (path: string, title: string): RouteObject => ({
  path,
  element: <PlaceholderPage title={title} />,
});

/** Return-wizard steps under /form1040/{form1040Id}/. */
export const wizardSteps: RouteObject[] = [
  { index: true, element: <SummaryPage /> },
  { path: 'basic', element: <BasicInfoPage /> },
  { path: 'status', element: <FilingStatusPage /> },
  { path: 'filing-status', element: <FilingStatusPage /> },
  { path: 'identity', element: <IdentityPage /> },
  { path: 'standard-deduction', element: <StandardDeductionPage /> },
  { path: 'about-you', element: <AboutYouPage /> },
  { path: 'dependents', element: <DependentsPage /> },
  { path: 'digital-assets', element: <DigitalAssetsPage /> },
  { path: 'third-party-designee', element: <DesigneePage /> },
  { path: 'refund', element: <RefundPage /> },
  { path: 'income', element: <IncomePage /> },
  { path: 'add-documents', element: <AddDocumentsPage /> },
  { path: 'add-forms', element: <AddDocumentsPage /> },
  { path: 'adjustments', element: <AdjustmentsPage /> },
  { path: 'deductions', element: <DeductionsPage /> },
  { path: 'taxes', element: <TaxesPage /> },
  { path: 'credits', element: <CreditsPage /> },
  { path: 'payments', element: <PaymentsPage /> },
  { path: 'w2', element: <W2Page /> },
  { path: 'schedule-c', element: <ScheduleCPage /> },
  { path: 'schedule-c/:scheduleCId/1099-nec', element: <NecPage /> },
  { path: '1099-nec', element: <NecPage /> },
  { path: 'schedule-a', element: <ScheduleAPage /> },
  { path: '1099-misc', element: <MiscPage /> },
  ...[form1099G, form1099R, form1099Int, form1099Div, ssa1099].flatMap(kindRoutes),
  ...['1095-a', '1095a'].map((path) => ({ path, element: <F1095APage /> })),
  ...['hsa', '8889'].map((path) => ({ path, element: <HsaPage /> })),
  { path: 'schedule-e', element: <ScheduleEPage /> },
  { path: 'schedule-d', element: <ScheduleDPage /> },
  { path: 'f8949', element: <F8949Page /> },
  { path: 'schedule-1', element: <ScheduleOnePage /> },
  { path: 'schedule-1/:scheduleOneId', element: <ScheduleOnePage /> },
  {
    path: '1040x',
    lazy: () => import('../documents/f1040x/Form1040XPage').then((m) => ({ Component: m.Form1040XPage })),
  },
  page('download', 'Download Return'),
  { path: 'ca/required-info', element: <RequiredInfoPage /> },
  { path: 'ca/540', element: <Ca540Page /> },
  { path: 'ca/540nr', element: <Ca540NrPage /> },
  { path: 'ca/schedule_ca', element: <ScheduleCaPage /> },
  { path: 'ca/form568', element: <Form568Page /> },
  { path: 'ca/568', element: <Form568Page /> },
  // An unknown step is a page that does not exist, not a placeholder with live buttons.
  { path: '*', element: <NotFoundPage /> },
];
