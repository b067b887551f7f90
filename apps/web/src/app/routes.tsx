import type { RouteObject } from 'react-router';
import { ForgotPasswordPage, ForgotUsernamePage } from '../features/auth/EmailRequestPage';
import { FiledReturnsPage } from '../features/lists/FiledReturnsPage';
import { FormDetailsPage } from '../features/lists/FormDetailsPage';
import { MyFormsPage } from '../features/lists/MyFormsPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { RequireRole } from '../features/auth/RequireRole';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SessionExpiryBridge } from '../features/auth/SessionExpiryBridge';
import { BracketsPage } from '../features/brackets/BracketsPage';
import { UsersPage } from '../features/admin-users/UsersPage';
import { FormsPage } from '../features/admin-forms/FormsPage';
import { CalculatorPage } from '../features/calculator/CalculatorPage';
import { ContactPage } from '../features/contact/ContactPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { NewFilePage } from '../features/dashboard/NewFilePage';
import { DownloadsPage } from '../features/downloads/DownloadsPage';
import { PreviewPage } from '../features/downloads/PreviewPage';
import { Form1099ListPage } from '../features/form1099/Form1099ListPage';
import { Form1099Page } from '../features/form1099/Form1099Page';
import { LandingPage } from '../features/landing/LandingPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { PlaceholderPage } from '../features/placeholders/PlaceholderPage';
import { SetupProfilePage } from '../features/preparer-profile/SetupProfilePage';
import { AppLayout } from '../features/shell/AppLayout';
import { OpenFileRoute } from '../features/shell/OpenFileRoute';
import { wizardSteps } from '../features/wizard/routes';
import { WizardLayout } from '../features/wizard/WizardLayout';

/*
 * The whole route map (spec 000 section 2) in one place. Screens still to come render a
 * placeholder under their real title; later issues swap the `element` for the real screen.
 */

const staffOnly = (path: string, title: string): RouteObject => ({
  path,
  element: (
    <RequireRole roles={['agent', 'admin']}>
      <PlaceholderPage title={title} />
    </RequireRole>
  ),
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
  {
    path: 'admin/forms',
    element: (
      <RequireRole roles={['agent', 'admin']}>
        <FormsPage />
      </RequireRole>
    ),
  },
  staffOnly('admin/form/:type/:id', 'Form Details'),
  staffOnly('admin/form/:type/:id/edit', 'Edit Form'),
  staffOnly('admin/form/:type/:id/add-federal', 'Add Federal Forms'),
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
