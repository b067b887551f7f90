import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { LoginRoute } from '../features/auth/LoginRoute';
import { RequireAuth } from '../features/auth/RequireAuth';
import { RequireRole } from '../shared/RequireRole';
import { SessionExpiryBridge } from '../features/auth/SessionExpiryBridge';
import { OpenFileRoute } from '../features/shell/OpenFileRoute';
import { wizardSteps } from './wizardRoutes';
import { lazyPage } from '../ui/lazyPage';

// Every screen but sign-in is its own chunk, loaded on first navigation.
const AppLayout = lazyPage(() => import('../features/shell/AppLayout'), 'AppLayout');
const WizardLayout = lazyPage(() => import('../features/wizard/WizardLayout'), 'WizardLayout');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/EmailRequestPage'), 'ForgotPasswordPage');
const ForgotUsernamePage = lazyPage(() => import('../features/auth/EmailRequestPage'), 'ForgotUsernamePage');
const FiledReturnsPage = lazyPage(() => import('../features/dashboard/FiledReturnsPage'), 'FiledReturnsPage');
const FormDetailsPage = lazyPage(() => import('../features/lists/FormDetailsPage'), 'FormDetailsPage');
const MyFormsPage = lazyPage(() => import('../features/dashboard/MyFormsPage'), 'MyFormsPage');
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const BracketsPage = lazyPage(() => import('../features/brackets/BracketsPage'), 'BracketsPage');
const UsersPage = lazyPage(() => import('../features/admin-users/UsersPage'), 'UsersPage');
const FormsPage = lazyPage(() => import('../features/admin-forms/FormsPage'), 'FormsPage');
const AuditLogPage = lazyPage(() => import('../features/audit-log/AuditLogPage'), 'AuditLogPage');
const CalculatorPage = lazyPage(() => import('../features/calculator/CalculatorPage'), 'CalculatorPage');
const ContactPage = lazyPage(() => import('../features/contact/ContactPage'), 'ContactPage');
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const NewFilePage = lazyPage(() => import('../features/dashboard/NewFilePage'), 'NewFilePage');
const DownloadsPage = lazyPage(() => import('../features/downloads/DownloadsPage'), 'DownloadsPage');
const PreviewPage = lazyPage(() => import('../features/downloads/PreviewPage'), 'PreviewPage');
const Form1099ListPage = lazyPage(() => import('../features/form1099/Form1099ListPage'), 'Form1099ListPage');
const Form1099Page = lazyPage(() => import('../features/form1099/Form1099Page'), 'Form1099Page');
const LandingPage = lazyPage(() => import('../features/landing/LandingPage'), 'LandingPage');
const NotFoundPage = lazyPage(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage');
const AddFederalPage = lazyPage(() => import('../features/admin-forms/AddFederalPage'), 'AddFederalPage');
const FormDetailPage = lazyPage(() => import('../features/admin-forms/FormDetailPage'), 'FormDetailPage');
const FormEditPage = lazyPage(() => import('../features/admin-forms/FormEditPage'), 'FormEditPage');
const SetupProfilePage = lazyPage(
  () => import('../features/preparer-profile/SetupProfilePage'),
  'SetupProfilePage',
);

/*
 * The whole route map (spec 000 section 2) in one place. Screens still to come render a
 * placeholder under their real title; later issues swap the `element` for the real screen.
 */

const staffOnly = (path: string, page: ReactElement): RouteObject => ({
  path,
  element: <RequireRole roles={['agent', 'admin']}>{page}</RequireRole>,
});

const protectedRoutes: RouteObject[] = [
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'calculate-tax', element: <CalculatorPage /> },
  {
    path: 'admin/tax-brackets',
    element: (
      <RequireRole roles={['agent', 'admin']}>
        <BracketsPage />
      </RequireRole>
    ),
  },
  { path: 'form1099', element: <Form1099Page /> },
  { path: 'form1099/list', element: <Form1099ListPage /> },
  { path: 'form1040/list', element: <FiledReturnsPage /> },
  { path: 'form1040/new', element: <NewFilePage /> },
  { path: 'my-forms', element: <MyFormsPage /> },
  { path: 'my-forms/:form1040Id', element: <FormDetailsPage /> },
  { path: 'agent/setup-profile', element: <SetupProfilePage /> },
  { path: 'admin/setup-profile', element: <SetupProfilePage /> },
  { path: 'form/:form1040Id/downloads', element: <DownloadsPage /> },
  { path: 'form/:formId/preview', element: <PreviewPage /> },
  {
    path: 'admin/users',
    element: (
      <RequireRole roles={['agent', 'admin']}>
        <UsersPage />
      </RequireRole>
    ),
  },
  // Administrators only; the page itself tells anyone else so.
  { path: 'admin/audit', element: <AuditLogPage /> },
  {
    path: 'admin/forms',
    element: (
      <RequireRole roles={['agent', 'admin']}>
        <FormsPage />
      </RequireRole>
    ),
  },
  staffOnly('admin/form/:type/:id', <FormDetailPage />),
  staffOnly('admin/form/:type/:id/edit', <FormEditPage />),
  staffOnly('admin/form/:type/:id/add-federal', <AddFederalPage />),
  {
    path: 'form1040/:form1040Id',
    element: <OpenFileRoute />,
    children: [{ element: <WizardLayout />, children: wizardSteps }],
  },
];

export const routes: RouteObject[] = [
  {
    element: <SessionExpiryBridge />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/forgot-username', element: <ForgotUsernamePage /> },
      { path: '/reset-password/:token', element: <ResetPasswordPage /> },
      { path: '/contact', element: <ContactPage /> },
      {
        element: (
          <RequireAuth pendingFrame={(page) => <AppLayout>{page}</AppLayout>}>
            <AppLayout />
          </RequireAuth>
        ),
        children: protectedRoutes,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
