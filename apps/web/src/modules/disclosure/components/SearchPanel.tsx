import { useEffect, useRef, useState, type ComponentType, type PointerEvent } from 'react';
import { toFormValues, type SearchFormValues } from '../search-form';
import type { SearchState } from '../search-state';
import type { SearchFormProps } from './SearchForm';
import { SearchPanelPreview } from './SearchPanelPreview';
import { PlainCard } from '../../../ui';
import { loadActiveDayjsLocale, loadNamespaces } from '../../../i18n';
import { COMPANIES_NS } from '../../companies';

/** Which filters a screen offers besides keyword, dates and sort. */
export type SearchFeatures = {
  stocks?: boolean;
  categories?: boolean;
  issuingBody?: boolean;
  validity?: boolean;
  sourceType?: boolean;
};

export type SearchPanelProps = {
  state: SearchState;
  features: SearchFeatures;
  /** The first day with documents (spec §9: HK 1999-04-01, A-share 2000-01-18). */
  historyStart: string;
  /** Non-VIP users see that a full-text search counts against their daily quota. */
  fullTextLimit?: number;
  /** VIP members may use the issuer filters (industry, securities type, place of incorporation). */
  canUseVipFilters?: boolean;
  onSearch: (state: SearchState) => void;
  onReset: () => void;
};

/** What the user started in the look-alike, done again in the real form once it is there. */
type Replay = { focusId?: string; selection?: [number, number]; open?: boolean; submit?: boolean };

let loadedSearchForm: ComponentType<SearchFormProps> | undefined;
let loading: Promise<ComponentType<SearchFormProps>> | undefined;
// The form's date range picker draws in the page's language and its VIP filters name the companies'
// industries and places: dayjs's locale and the companies strings come with it, not with the first page.
// A failed load (the network) is forgotten, so the next pointer or key in the panel tries again.
const loadSearchForm = () =>
  (loading ??= Promise.all([import('./SearchForm'), loadActiveDayjsLocale(), loadNamespaces([COMPANIES_NS])]).then(
    ([module]) => (loadedSearchForm = module.SearchForm),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/** Where the focus is in the look-alike just before it goes (a pressed select is focused too). */
const focusIn = (card: HTMLElement | null, replay: Replay): Replay => {
  const focused = document.activeElement;
  if (replay.focusId || !(focused instanceof HTMLInputElement) || !card?.contains(focused) || !focused.id) return replay;
  return { ...replay, focusId: focused.id, selection: focused.type === 'text' ? [focused.selectionStart ?? 0, focused.selectionEnd ?? 0] : undefined };
};

const replayIn = (card: HTMLElement, replay: Replay) => {
  const target = replay.focusId ? card.querySelector<HTMLInputElement>(`[id="${replay.focusId}"]`) : null;
  if (target) {
    target.focus();
    if (replay.selection) target.setSelectionRange(...replay.selection);
    // AntD's Select and Cascader open on a mouse down on their box, as the look-alike's was pressed
    if (replay.open) target.closest('.ant-select')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
  }
  if (replay.submit) card.querySelector('form')?.requestSubmit();
};

/**
 * The search form of every disclosure list. The first page shows SearchPanelPreview, the real form's
 * look-alike, and loads the real form (SearchForm: AntD's Form, Select, Cascader and Radio with
 * rc-form, about 33 kB gzip) when the pointer or the focus first comes into the panel, or a key is
 * pressed in it (issue 19). What was typed or chosen meanwhile carries over; a select pressed opens, the focus
 * stays where it was and a search asked for is made. Once loaded, every later panel is the real form.
 */
export const SearchPanel = (props: SearchPanelProps) => {
  const [SearchForm, setSearchForm] = useState(() => loadedSearchForm);
  const [values, setValues] = useState<SearchFormValues>(() => toFormValues(props.state));
  const cardRef = useRef<HTMLDivElement>(null);
  const replay = useRef<Replay>({});
  const wake = () => {
    if (SearchForm) return;
    loadSearchForm().then(
      (component) => {
        replay.current = focusIn(cardRef.current, replay.current);
        setSearchForm(() => component);
      },
      () => undefined, // the look-alike stays: its keyword, match, scope and sort still search
    );
  };
  // a custom range (a shared link's) needs the range picker, which only the real form draws
  const needsRealForm = values.dateChoice === 'custom';
  useEffect(() => {
    if (needsRealForm) wake();
  });
  useEffect(() => {
    if (SearchForm && cardRef.current) replayIn(cardRef.current, replay.current);
    replay.current = {};
  }, [SearchForm]);

  if (SearchForm) return <SearchForm {...props} initialValues={values} cardRef={cardRef} />;
  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const select = (event.target as HTMLElement).closest('.ant-select:not(.ant-select-disabled)');
    const input = select?.querySelector('input');
    if (input) replay.current = { focusId: input.id, open: true };
    wake();
  };
  return (
    <PlainCard ref={cardRef} className="disclosure-search" size="small" onPointerEnter={wake} onPointerDown={handlePointerDown} onFocus={wake} onKeyDown={wake}>
      <SearchPanelPreview
        {...props}
        values={values}
        onValuesChange={setValues}
        onSubmit={() => {
          replay.current = { ...replay.current, submit: true };
          wake();
        }}
      />
    </PlainCard>
  );
};
