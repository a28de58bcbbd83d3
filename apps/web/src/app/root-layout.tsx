/**
 * The layout every route renders in: applies the route's guards, wraps signed-in pages in the shell
 * (users of an imported organization in the focused finalize frame), handles confirmation links on the
 * home route and shows the cookie banner. Every page starts with the "Skip to main content" link and
 * holds its content in `<main id="main-content">` (issue 14 §1).
 */
import { Box } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { readConfirmationFlag } from '../features/session/confirmation-flags';
import { ConfirmationLanding } from '../features/session/confirmation-landing';
import { useSession } from '../lib/auth/session-context';
import { paths } from '../lib/paths';
import { SITE_NAME } from '../lib/site';
import { FullPageLoader } from '../lib/ui/full-page-loader';
import { CookieBanner } from './cookie-banner';
import { decideAccess } from './guards';
import { useCurrentRoute } from './route-handle';
import { AppShellLayout } from './shell/app-shell-layout';
import { LegacyLayout } from './shell/legacy-layout';
import { mainContentProps, SkipLink } from './shell/skip-link';

type LocationState = { from?: string } | null;

/** A page without the shell (sign-in screens, public pages, loading): the skip link and the main landmark. */
function BareFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Box component="main" {...mainContentProps}>
        {children}
      </Box>
    </>
  );
}

export function RootLayout() {
  const session = useSession();
  const location = useLocation();
  const { params, handle } = useCurrentRoute();

  useEffect(() => {
    document.title = handle?.title ? `${handle.title} | ${SITE_NAME}` : SITE_NAME;
  }, [handle?.title]);

  const flag = location.pathname === paths.home() ? readConfirmationFlag(location.search) : null;
  if (flag) {
    return (
      <BareFrame>
        <ConfirmationLanding flag={flag} />
      </BareFrame>
    );
  }

  const decision = decideAccess(handle?.guards ?? ['signedIn'], {
    session,
    params,
    pathname: location.pathname,
    legacyCapable: handle?.legacyCapable,
    from: (location.state as LocationState)?.from,
  });
  // Public pages with the shell (the not-found page) wait too, to appear once, in the right frame.
  if (decision.type === 'wait' || (session.status === 'loading' && handle?.chrome !== 'bare')) {
    return (
      <BareFrame>
        <FullPageLoader />
      </BareFrame>
    );
  }
  if (decision.type === 'redirect') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={decision.to} replace state={decision.rememberFrom ? { from } : null} />;
  }

  const signedIn = session.status === 'signedIn';
  const Frame =
    !signedIn || handle?.chrome === 'bare'
      ? BareFrame
      : session.user.isLegacy
        ? LegacyLayout
        : AppShellLayout;
  return (
    <>
      <Frame>
        <Outlet />
      </Frame>
      {signedIn && <CookieBanner />}
    </>
  );
}
