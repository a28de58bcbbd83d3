/**
 * Arrival by a confirmation link (000 §2, §4): with a token in the link, refresh it first to start the
 * session; then toast the confirmation and replace the URL with /. Signed-out visitors without a token
 * go to the login page, which shows the same text as a banner.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/auth/session-context';
import { paths } from '../../lib/paths';
import { showError, showSuccess } from '../../lib/toasts';
import { FullPageLoader } from '../../lib/ui/full-page-loader';
import { refreshToken } from './api/refresh-token';
import { type ConfirmationFlag, confirmationMessage, readConfirmationToken } from './confirmation-flags';

export function ConfirmationLanding({ flag }: { flag: ConfirmationFlag }) {
  const { status } = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const loginWithBanner = `${paths.login()}?${flag}=true`;
    const finish = () => {
      showSuccess(confirmationMessage(flag));
      navigate(paths.home(), { replace: true });
    };
    const token = readConfirmationToken(search);
    if (token) {
      handled.current = true;
      refreshToken(token).then(finish, (error: unknown) => {
        showError(error);
        navigate(loginWithBanner, { replace: true });
      });
      return;
    }
    if (status === 'loading') return;
    handled.current = true;
    if (status === 'signedIn') finish();
    else navigate(loginWithBanner, { replace: true });
  }, [flag, search, status, navigate]);

  return <FullPageLoader />;
}
