import type { RouteObject } from 'react-router';
import { ForgotPasswordPage, ForgotUsernamePage } from '../features/auth/EmailRequestPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { RequireRole } from '../features/auth/RequireRole';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SessionExpiryBridge } from '../features/auth/SessionExpiryBridge';
import { ContactPage } from '../features/contact/ContactPage';
import { LandingPage } from '../features/landing/LandingPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { DashboardPlaceholder } from '../features/placeholders/DashboardPlaceholder';
import { PlaceholderPage } from '../features/placeholders/PlaceholderPage';
import { SetupProfilePage } from '../features/preparer-profile/SetupProfilePage';
import { AppLayout } from '../features/shell/AppLayout';
import { OpenFileRoute } from '../features/shell/OpenFileRoute';

/*
 * The whole route map (spec 000 section 2) in one place. Screens still to come render a
 * placeholder under their real title; later issues swap the `element` for the real screen.
 */

const page = (path: string, title: string): RouteObject => ({
  path,
  element: <PlaceholderPage title={title} />,
});
const staffOnly = (path: string, title: string): RouteObject => ({
  path,
  element: (
    <RequireRole roles={['agent', 'admin']}>
      <PlaceholderPage title={title} />
    </RequireRole>
  ),
});

/** Return-wizard steps under /form1040/{form1040Id}/. */
const wizardSteps: RouteObject[] = [
  { index: true, element: <PlaceholderPage title="Federal Summary" /> },
  page('basic', 'Personal Info'),
  page('status', 'Filing Status'),
  page('filing-status', 'Filing Status'),
  page('identity', 'Identity Verification'),
  page('standard-deduction', 'Standard Deduction'),
  page('dependents', 'Dependents'),
  page('digital-assets', 'Digital Assets'),
  page('third-party-designee', 'Third-Party Designee'),
  page('refund', 'Refund'),
  page('income', 'Income'),
  page('add-documents', 'Add Supporting Documents'),
  page('add-forms', 'Add Forms'),
  page('adjustments', 'Adjustments to Income'),
  page('deductions', 'Deductions'),
  page('taxes', 'Taxes'),
  page('credits', 'Credits'),
  page('payments', 'Payments'),
  page('w2', 'W-2 Wage and Tax Statements'),
  page('schedule-c', 'Schedule C (Profit or Loss From Business)'),
  page('schedule-c/:scheduleCId/1099-nec', 'Form 1099-NEC'),
  page('schedule-a', 'Schedule A (Itemized Deductions)'),
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

const protectedRoutes: RouteObject[] = [
  { path: 'dashboard', element: <DashboardPlaceholder /> },
  page('calculate-tax', 'Tax Bracket Calculator'),
  staffOnly('admin/tax-brackets', 'Edit Tax Brackets'),
  page('form1099', 'Form 1099'),
  page('form1099/list', 'Submitted Form 1099s'),
  page('form1040/list', 'My Filed Returns'),
  page('form1040/new', 'Start a New Tax File'),
  page('my-forms', 'My Forms'),
  page('my-forms/:form1040Id', 'Tax File Details'),
  { path: 'agent/setup-profile', element: <SetupProfilePage /> },
  { path: 'admin/setup-profile', element: <SetupProfilePage /> },
  page('form/:form1040Id/downloads', 'Downloads'),
  page('form/:formId/preview', 'PDF Preview'),
  staffOnly('admin/users', 'Manage Users'),
  staffOnly('admin/forms', 'All Forms'),
  staffOnly('admin/form/:type/:id', 'Form Details'),
  staffOnly('admin/form/:type/:id/edit', 'Edit Form'),
  staffOnly('admin/form/:type/:id/add-federal', 'Add Federal Forms'),
  { path: 'form1040/:form1040Id', element: <OpenFileRoute />, children: wizardSteps },
];

export const routes: RouteObject[] = [
  {
    element: <SessionExpiryBridge />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/forgot-username', element: <ForgotUsernamePage /> },
      { path: '/reset-password/:token', element: <ResetPasswordPage /> },
      { path: '/contact', element: <ContactPage /> },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: protectedRoutes,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
