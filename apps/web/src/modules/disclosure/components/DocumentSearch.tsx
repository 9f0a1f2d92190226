import { A_SHARE_HISTORY_START, HK_HISTORY_START } from '@app/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withNamespaces } from '../../../i18n';
import { PlainSegmented } from '../../../ui';
import { useSession, isVip } from '../../auth';
import { DISCLOSURE_NS } from '../constants';
import { checkKeywords } from '../keyword-rules';
import { useDocumentSearchQuery } from '../queries';
import { parseSearchParams, toSearchBody, toSearchParams, type Market, type SearchScreen, type SearchState } from '../search-state';
import { ResultTable } from './ResultTable';
import { SearchPanel, type SearchFeatures } from './SearchPanel';
import './disclosure.css';

export type DocumentSearchProps = {
  screen: SearchScreen;
  features: SearchFeatures;
  /** Shows the Hong Kong / A-share switch (the announcement list). */
  hasMarketSwitch?: boolean;
  /** The screen's defaults (e.g. market HK); they stay out of the URL. */
  defaults?: Partial<SearchState>;
  /** A note above the form (e.g. what "own company" means). */
  intro?: ReactNode;
};

// Shown for a rejected keyword only: AntD's Alert and the server's messages (errors) stay off the first page.
const KeywordWarning = lazy(withNamespaces(['errors'], () => import('./KeywordWarning').then((module) => ({ default: module.KeywordWarning }))));

/**
 * One disclosure list screen: search panel + results, with the state in the
 * URL query (back, refresh and shared links keep the search). Errors are
 * shown by the API client's policy: the buy-VIP dialog (-10), the quota
 * dialog or sign-in (1999), the mixed-languages message (-1).
 */
export const DocumentSearch = ({ screen, features, hasMarketSwitch = false, defaults = {}, intro }: DocumentSearchProps) => {
  const { t } = useTranslation(DISCLOSURE_NS);
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const state = parseSearchParams(params, defaults);
  const keywordProblem = checkKeywords(state.keyword);
  const search = useDocumentSearchQuery(toSearchBody(state, screen), !keywordProblem);
  const isFreeUser = !isVip(session.access.vipStatus);

  const apply = (next: SearchState) => setParams(toSearchParams(next, defaults));
  const handleMarket = (market: Market) => apply({ ...state, market, page: 1 });
  const historyStart = state.market === 'A' ? A_SHARE_HISTORY_START : HK_HISTORY_START;

  return (
    <div className="disclosure-page">
      {intro}
      {hasMarketSwitch && (
        <PlainSegmented<Market>
          className="disclosure-page__market"
          value={state.market ?? 'HK'}
          onChange={handleMarket}
          options={[
            { value: 'HK', label: t('markets.HK') },
            { value: 'A', label: t('markets.A') },
          ]}
          data-testid="market-switch"
        />
      )}
      <SearchPanel
        // a new URL (back, forward, a link) starts the form again from it
        key={params.toString()}
        state={state}
        features={features}
        historyStart={historyStart}
        fullTextLimit={isFreeUser ? session.freeLimits.search : undefined}
        canUseVipFilters={!isFreeUser}
        onSearch={apply}
        onReset={() => setParams(new URLSearchParams())}
      />
      {keywordProblem && (
        <Suspense fallback={null}>
          <KeywordWarning problem={keywordProblem} />
        </Suspense>
      )}
      <ResultTable
        kind={screen.kind}
        result={keywordProblem ? undefined : search.data}
        loading={search.isFetching}
        page={state.page}
        limit={state.limit}
        onPageChange={(page, limit) => apply({ ...state, page, limit })}
      />
    </div>
  );
};
