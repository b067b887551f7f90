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
import { wizardSteps } from '../features/wizard/routes';

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
