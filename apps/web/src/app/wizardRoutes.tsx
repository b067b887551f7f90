import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { REGISTRY, type DocumentDef } from '@taxprep/contracts';
import { lazyPage } from '../ui/lazyPage';

// Each screen is its own chunk, loaded when the filer first opens it.
const DependentsPage = lazyPage(
  () => import('../features/documents/dependents/DependentsPage'),
  'DependentsPage',
);
const ScheduleAPage = lazyPage(
  () => import('../features/documents/schedule-a/ScheduleAPage'),
  'ScheduleAPage',
);
const W2Page = lazyPage(() => import('../features/documents/w2/W2Page'), 'W2Page');
const F1095APage = lazyPage(() => import('../features/documents/health/F1095APage'), 'F1095APage');
const HsaPage = lazyPage(() => import('../features/documents/health/HsaPage'), 'HsaPage');
const DocumentPage = lazyPage(() => import('../features/documents/registry/DocumentPage'), 'DocumentPage');
const MiscPage = lazyPage(() => import('../features/documents/schedule-c/MiscPage'), 'MiscPage');
const NecPage = lazyPage(() => import('../features/documents/schedule-c/NecPage'), 'NecPage');
const ScheduleCPage = lazyPage(
  () => import('../features/documents/schedule-c/ScheduleCPage'),
  'ScheduleCPage',
);
const F8949Page = lazyPage(() => import('../features/documents/schedule-d/F8949Page'), 'F8949Page');
const ScheduleDPage = lazyPage(
  () => import('../features/documents/schedule-d/ScheduleDPage'),
  'ScheduleDPage',
);
const ScheduleEPage = lazyPage(
  () => import('../features/documents/schedule-e/ScheduleEPage'),
  'ScheduleEPage',
);
const ScheduleOnePage = lazyPage(
  () => import('../features/documents/schedule-1/ScheduleOnePage'),
  'ScheduleOnePage',
);
const Ca540NrPage = lazyPage(() => import('../features/california/Ca540NrPage'), 'Ca540NrPage');
const Ca540Page = lazyPage(() => import('../features/california/Ca540Page'), 'Ca540Page');
const Form568Page = lazyPage(() => import('../features/california/Form568Page'), 'Form568Page');
const RequiredInfoPage = lazyPage(
  () => import('../features/california/RequiredInfoPage'),
  'RequiredInfoPage',
);
const ScheduleCaPage = lazyPage(() => import('../features/california/ScheduleCaPage'), 'ScheduleCaPage');
const ReviewPage = lazyPage(() => import('../features/review/ReviewPage'), 'ReviewPage');
const DownloadsPage = lazyPage(() => import('../features/downloads/DownloadsPage'), 'DownloadsPage');
const NotFoundPage = lazyPage(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage');
const AboutYouPage = lazyPage(() => import('../features/wizard/about/AboutYouPage'), 'AboutYouPage');
const AddDocumentsPage = lazyPage(() => import('../features/wizard/AddDocumentsPage'), 'AddDocumentsPage');
const AdjustmentsPage = lazyPage(
  () => import('../features/wizard/amounts/AdjustmentsPage'),
  'AdjustmentsPage',
);
const CarePage = lazyPage(() => import('../features/wizard/care/CarePage'), 'CarePage');
const CreditsPage = lazyPage(() => import('../features/wizard/amounts/CreditsPage'), 'CreditsPage');
const DeductionsPage = lazyPage(() => import('../features/wizard/amounts/DeductionsPage'), 'DeductionsPage');
const IncomePage = lazyPage(() => import('../features/wizard/amounts/IncomePage'), 'IncomePage');
const PaymentsPage = lazyPage(() => import('../features/wizard/amounts/PaymentsPage'), 'PaymentsPage');
const TaxesPage = lazyPage(() => import('../features/wizard/amounts/TaxesPage'), 'TaxesPage');
const DesigneePage = lazyPage(() => import('../features/wizard/designee/DesigneePage'), 'DesigneePage');
const FilingStatusPage = lazyPage(
  () => import('../features/wizard/filing/FilingStatusPage'),
  'FilingStatusPage',
);
const IdentityPage = lazyPage(() => import('../features/wizard/identity/IdentityPage'), 'IdentityPage');
const RefundPage = lazyPage(() => import('../features/wizard/refund/RefundPage'), 'RefundPage');
const BasicInfoPage = lazyPage(() => import('../features/wizard/steps/BasicInfoPage'), 'BasicInfoPage');
const DigitalAssetsPage = lazyPage(
  () => import('../features/wizard/steps/DigitalAssetsPage'),
  'DigitalAssetsPage',
);
const StandardDeductionPage = lazyPage(
  () => import('../features/wizard/steps/StandardDeductionPage'),
  'StandardDeductionPage',
);
const ChecklistPage = lazyPage(() => import('../features/wizard/checklist/ChecklistPage'), 'ChecklistPage');
const SummaryPage = lazyPage(() => import('../features/wizard/summary/SummaryPage'), 'SummaryPage');

/** Kinds with a screen of their own; every other kind of the registry gets the generic page. */
const SCREENS: Readonly<Record<string, ComponentType>> = {
  dependent: DependentsPage,
  w2: W2Page,
  schedule_c: ScheduleCPage,
  form1099_nec: NecPage,
  schedule_a: ScheduleAPage,
  form1099_misc: MiscPage,
  form1095_a: F1095APage,
  hsa: HsaPage,
  schedule_d: ScheduleDPage,
  f8949: F8949Page,
};

/**
 * Each registry kind's screen at its route and each alias (a kind whose route is absolute, the
 * 1099 simple form, is outside the wizard; the 1095-A household facts share the 1095-A's screen).
 */
function kindRoutes(kinds: readonly DocumentDef[]): RouteObject[] {
  const routes = new Map<string, RouteObject>();
  for (const def of kinds) {
    const Screen = SCREENS[def.kind];
    for (const path of [def.route, ...def.routeAliases]) {
      if (path.startsWith('/') || routes.has(path)) continue;
      routes.set(path, { path, element: Screen ? <Screen /> : <DocumentPage key={def.kind} def={def} /> });
    }
  }
  return [...routes.values()];
}

/** Return-wizard steps under /form1040/{form1040Id}/. */
export const wizardSteps: RouteObject[] = [
  { index: true, element: <SummaryPage /> },
  { path: 'basic', element: <BasicInfoPage /> },
  { path: 'status', element: <FilingStatusPage /> },
  { path: 'filing-status', element: <FilingStatusPage /> },
  { path: 'identity', element: <IdentityPage /> },
  { path: 'standard-deduction', element: <StandardDeductionPage /> },
  { path: 'about-you', element: <AboutYouPage /> },
  { path: 'checklist', element: <ChecklistPage /> },
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
  { path: 'f2441', element: <CarePage /> },
  { path: 'payments', element: <PaymentsPage /> },
  // Every kind of the document registry, at its route and aliases.
  ...kindRoutes(REGISTRY),
  { path: 'schedule-e', element: <ScheduleEPage /> },
  { path: 'schedule-1', element: <ScheduleOnePage /> },
  { path: 'schedule-1/:scheduleOneId', element: <ScheduleOnePage /> },
  {
    path: '1040x',
    lazy: () =>
      import('../features/documents/f1040x/Form1040XPage').then((m) => ({ Component: m.Form1040XPage })),
  },
  { path: 'download', element: <DownloadsPage /> },
  { path: 'review', element: <ReviewPage /> },
  { path: '1040x/review', element: <ReviewPage amendment /> },
  { path: 'ca/review', element: <ReviewPage california /> },
  { path: 'ca/required-info', element: <RequiredInfoPage /> },
  { path: 'ca/540', element: <Ca540Page /> },
  { path: 'ca/540nr', element: <Ca540NrPage /> },
  { path: 'ca/schedule_ca', element: <ScheduleCaPage /> },
  { path: 'ca/form568', element: <Form568Page /> },
  { path: 'ca/568', element: <Form568Page /> },
  // An unknown step is a page that does not exist, not a placeholder with live buttons.
  { path: '*', element: <NotFoundPage /> },
];
