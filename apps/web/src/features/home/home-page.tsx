/**
 * Home (/, 000 §2): administrators see the welcome page, organization users their dashboard. The first
 * screen of nearly every visit, so it is part of the app's entry (app/routes.ts); what only one kind of
 * user sees, the administrators' page and the organization home's columns, is loaded when shown.
 */
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../lib/auth/session-context';
import { OrganizationHome } from './organization-home';

const AdminHome = lazy(() => import('./admin/admin-home').then(({ AdminHome }) => ({ default: AdminHome })));

export default function HomePage() {
  const user = useCurrentUser();
  return user.isAdmin ? (
    <Suspense fallback={null}>
      <AdminHome />
    </Suspense>
  ) : (
    <OrganizationHome />
  );
}
