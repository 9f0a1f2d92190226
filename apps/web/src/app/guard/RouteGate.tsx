import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useNavigation } from 'react-router';
import { vipDialog } from '../../modules/commerce';
import { loginPathFor, resolveRouteAccess, sessionStore, useSession } from '../../modules/auth';
import { featureNotice } from '../dialogs/feature-notice';
import { notify } from '../../lib/notify';
import { tabs } from '../layouts/tabs-store';
import { PageSpinner } from '../../ui';
import { BlockedPanel } from './BlockedPanel';
import { HOME_PATH, type RouteMeta } from '../../navigation';

export type RouteGateProps = { meta: RouteMeta; children: ReactNode };



/**
 * Performs resolveRouteAccess for the current route (spec §4, §6): sets the
 * visitor token on non-public routes, waits for user info, then allows,
 * redirects, or opens the VIP / certification dialogs.
 */
export const RouteGate = ({ meta, children }: RouteGateProps) => {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const fullPath = `${location.pathname}${location.search}`;
  const access = resolveRouteAccess(meta, session.access, { fullPath });
  const isWaiting = !meta.isPublic && session.status === 'loading';

  useEffect(() => {
    // not while leaving (e.g. to /login after a failed session): the next route decides
    if (!meta.isPublic && !session.token && navigation.state === 'idle') sessionStore.enterAsVisitor();
  }, [meta.isPublic, session.token, navigation.state]);

  useEffect(() => {
    if (isWaiting) return;
    if (access.kind === 'vipDialog') vipDialog.open('vip');
    if (access.kind === 'companyVipDialog') vipDialog.open('company');
    if (access.kind === 'certification' && access.state === 'prompt') featureNotice.open('certification');
    if (access.kind === 'certification' && access.state === 'underReview') {
      // spec §6: an alert says the review is running, then the user goes back
      const leave = () => (window.history.length > 1 ? navigate(-1) : navigate(HOME_PATH, { replace: true }));
      notify.info({ title: t('guard.underReview.title'), content: t('guard.underReview.description'), okText: t('actions.ok'), onOk: leave });
    }
    // the dialogs open once per visit of a path
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [access.kind, fullPath, isWaiting]);

  useEffect(() => {
    if (isWaiting || access.kind === 'login' || access.kind === 'forbidden' || meta.layout !== 'main') return;
    tabs.visit({ path: location.pathname, fullPath, titleKey: meta.titleKey, affix: !!meta.affix });
  }, [access.kind, fullPath, isWaiting, location.pathname, meta.affix, meta.layout, meta.titleKey]);

  if (isWaiting) return <PageSpinner label={t('loading')} />;
  switch (access.kind) {
    case 'allow':
      return <>{children}</>;
    case 'login':
      return <Navigate to={loginPathFor(access.redirect)} replace />;
    case 'forbidden':
      return <Navigate to="/401" replace />;
    case 'certification':
      return access.state === 'underReview' ? null : <BlockedPanel kind="certification" />;
    default:
      return <BlockedPanel kind={access.kind} />;
  }
};
