import { createBrowserRouter, Navigate } from 'react-router';
import { AiRoute } from './routes/ai';
import { AppLayout } from './routes/app-layout';
import { ClinicRoute } from './routes/clinic';
import { ClinicDoctorsRoute } from './routes/clinic-doctors';
import { ClinicPatientsRoute } from './routes/clinic-patients';
import { DiaryRoute } from './routes/diary';
import { DiaryHistoryRoute } from './routes/diary-history';
import { DoctorProfileRoute } from './routes/doctors';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { HomeRoute } from './routes/home';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { DoctorPatientsRoute } from './routes/patients';
import { ProfileRoute } from './routes/profile';
import { PublicLayout } from './routes/public-layout';
import { RegisterRoute } from './routes/register';
import { ResetPasswordRoute } from './routes/reset-password';
import { RouteGuard } from './routes/route-guard';
import { UnsubscribeRoute } from './routes/unsubscribe';
import { VerifyEmailRoute } from './routes/verify-email';

/** The route table of the specification (section 2) with the guards of decisions.md. */
export const createAppRouter = () =>
  createBrowserRouter([
    { index: true, element: <Navigate to="/home" replace /> },
    {
      element: <PublicLayout />,
      children: [
        { path: 'login', element: <LoginRoute /> },
        { path: 'register/:requiredRole', element: <RegisterRoute /> },
        { path: 'forgot-password', element: <ForgotPasswordRoute /> },
        { path: 'reset-password', element: <ResetPasswordRoute /> },
        { path: 'unsubscribe', element: <UnsubscribeRoute /> },
        { path: 'verify-email', element: <VerifyEmailRoute /> },
      ],
    },
    {
      element: <AppLayout />,
      children: [
        {
          element: <RouteGuard rule="signed-in-not-admin" />,
          children: [
            { path: 'home', element: <HomeRoute /> },
            { path: 'ai', element: <AiRoute /> },
          ],
        },
        {
          element: <RouteGuard rule="patient" />,
          children: [
            { path: 'diary', element: <DiaryRoute /> },
            { path: 'diary-history', element: <DiaryHistoryRoute /> },
            { path: 'profile', element: <ProfileRoute /> },
          ],
        },
        {
          element: <RouteGuard rule="doctor" />,
          children: [
            { path: 'doctors', element: <DoctorProfileRoute /> },
            { path: 'patients', element: <DoctorPatientsRoute /> },
          ],
        },
        {
          element: <RouteGuard rule="clinic-admin" />,
          children: [
            { path: 'clinic', element: <ClinicRoute /> },
            { path: 'clinic-patients', element: <ClinicPatientsRoute /> },
            { path: 'clinic-doctors', element: <ClinicDoctorsRoute /> },
          ],
        },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
