import { ArrowLeftOutlined, CrownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/http';
import { PageSpinner, StatusPanel } from '../../../ui';
import { vipDialog } from '../../commerce';
import { loginPathFor, useSession } from '../../auth';
import { COMPANIES_NS } from '../constants';

type QueryLike = { isLoading: boolean; error: unknown; refetch: () => unknown };

export type DetailStateProps = {
  query: QueryLike;
  /** The list to go back to. */
  listPath: string;
  /** Shown when the page's query parameters are missing or malformed. */
  isMissingKey?: boolean;
  children: ReactNode;
};

/** Back to the list: the browser's back when there is history in this tab, else a link. */
export const BackLink = ({ to }: { to: string }) => {
  const { t } = useTranslation(COMPANIES_NS);
  const navigate = useNavigate();
  // react-router numbers the entries of this tab's history; 0 is the first page opened
  const hasHistory = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <Link
      to={to}
      onClick={(event) => {
        if (!hasHistory) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <ArrowLeftOutlined /> {t('detail.back')}
    </Link>
  );
};

/**
 * The states of a detail page around its content: loading, a missing key,
 * not found (404), the free daily company quota used up (2000: the API
 * client has opened its dialog; this panel stays), or another failure.
 */
export const DetailState = ({ query, listPath, isMissingKey = false, children }: DetailStateProps) => {
  const { t } = useTranslation(COMPANIES_NS);
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const back = <Button onClick={() => void navigate(listPath)}>{t('detail.backToList')}</Button>;
  if (isMissingKey) return <StatusPanel icon="?" tone="warning" title={t('detail.missingKey')} actions={back} />;
  if (query.isLoading) return <PageSpinner label={t('detail.loading')} />;
  const { error } = query;
  if (error instanceof ApiError && error.errCode === 404) return <StatusPanel icon="404" tone="warning" title={t('detail.notFound')} description={error.resultMsg} actions={back} />;
  if (error instanceof ApiError && (error.errCode === 2000 || error.errCode === 203)) {
    const limit = (error.resultData as { limit?: number } | null)?.limit;
    return (
      <StatusPanel
        icon={<CrownOutlined />}
        tone="warning"
        title={t('detail.quotaTitle')}
        description={session.isVisitor ? t('detail.quotaVisitor', { limit: limit ?? 10 }) : t('detail.quotaUser', { limit: limit ?? 10 })}
        actions={
          session.isVisitor ? (
            <Button type="primary" onClick={() => void navigate(loginPathFor(`${location.pathname}${location.search}`))}>
              {t('detail.signIn')}
            </Button>
          ) : (
            <Button type="primary" icon={<CrownOutlined />} onClick={() => vipDialog.open()}>
              {t('detail.openVip')}
            </Button>
          )
        }
      />
    );
  }
  if (error) {
    return (
      <StatusPanel
        icon="!"
        tone="error"
        title={t('detail.failed')}
        description={error instanceof ApiError ? error.resultMsg : undefined}
        actions={<Button onClick={() => void query.refetch()}>{t('detail.retry')}</Button>}
      />
    );
  }
  return <>{children}</>;
};
