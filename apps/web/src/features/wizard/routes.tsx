import type { RouteObject } from 'react-router';
import { DependentsPage } from '../documents/dependents/DependentsPage';
import { ScheduleAPage } from '../documents/schedule-a/ScheduleAPage';
import { W2Page } from '../documents/w2/W2Page';
import { PlaceholderPage } from '../placeholders/PlaceholderPage';
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
  page('schedule-c', 'Schedule C (Profit or Loss From Business)'),
  page('schedule-c/:scheduleCId/1099-nec', 'Form 1099-NEC'),
  { path: 'schedule-a', element: <ScheduleAPage /> },
  page('1099-misc', 'Form 1099-MISC'),
  page('1099-g', 'Form 1099-G'),
  page('1099-r', 'Form 1099-R'),
  page('1099-int', 'Form 1099-INT'),
  page('ssa-1099', 'Form SSA-1099'),
  page('1099-ssa', 'Form SSA-1099'),
  page('schedule-e', 'Schedule E (Supplemental Income and Loss)'),
  page('schedule-d', 'Schedule D (Capital Gains and Losses)'),
  page('schedule-1', 'Schedule 1 (Additional Income and Adjustments)'),
  page('1040x', 'Form 1040-X (Amended Return)'),
  page('download', 'Download Return'),
  page('ca/required-info', 'FTB Required Information'),
  page('ca/540', 'California Form 540'),
  page('ca/540nr', 'California Form 540NR'),
  page('ca/schedule_ca', 'California Schedule CA (540)'),
  page('ca/form568', 'California Form 568'),
  page('ca/568', 'California Form 568'),
  page('*', 'Tax File'),
];
