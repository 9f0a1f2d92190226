import type { ServiceCompany } from '@app/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ServiceCompanyKind } from '../organisation';
import { browserPage, sessionStore } from '../auth';
import { detailPathAfterSwitch } from './switch-target';

/** Stores a new token (3 or 7 days, spec §4) and goes to `target`; user info loads for the new token. */
export const useCompleteSignIn = () => {
  const navigate = useNavigate();
  return useCallback(
    (token: string, options: { notKeepSigned?: boolean; target?: string }) => {
      sessionStore.signIn(token, { notKeepSigned: options.notKeepSigned });
      if (options.target) void navigate(options.target, { replace: true });
    },
    [navigate],
  );
};

/** After a service-company switch (spec §4): on a company detail page open the picked company's detail first, then reload. */
export const useAfterCompanySwitch = () => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    async (company: ServiceCompany, kind: ServiceCompanyKind) => {
      const detailPath = detailPathAfterSwitch(pathname, company, kind);
      if (detailPath) await navigate(detailPath);
      browserPage.reload();
    },
    [navigate, pathname],
  );
};
