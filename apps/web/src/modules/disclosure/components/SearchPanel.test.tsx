import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as i18n from '../../../i18n';
import { COMPANIES_NS } from '../../companies';
import { EMPTY_SEARCH_STATE } from '../search-state';
import type * as SearchFormModule from './SearchForm';
import { SearchPanel } from './SearchPanel';

// The real form's load fails once (the network), as loadNamespaces would when a file cannot be fetched.
const companiesLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../i18n', async (importOriginal) => {
  const original = await importOriginal<typeof i18n>();
  return {
    ...original,
    loadNamespaces: (namespaces: Parameters<typeof i18n.loadNamespaces>[0]) => {
      if (namespaces.includes('companies')) {
        companiesLoads.count += 1;
        if (companiesLoads.count === 1) return Promise.reject(new Error('network down'));
      }
      return original.loadNamespaces(namespaces);
    },
  };
});
// The real form draws the look-alike's markup: a marker around it tells them apart.
vi.mock('./SearchForm', async (importOriginal) => {
  const original = await importOriginal<typeof SearchFormModule>();
  return {
    ...original,
    SearchForm: (props: SearchFormModule.SearchFormProps) => (
      <div data-testid="real-search-form">
        <original.SearchForm {...props} />
      </div>
    ),
  };
});

describe('SearchPanel', () => {
  it('keeps the look-alike when the real form fails to load, and loads it when the pointer comes again', async () => {
    await i18n.initI18n('en');
    // the mock above (hoisted, so it cannot read imports) names the namespace the real form loads
    expect(COMPANIES_NS).toBe('companies');
    const onSearch = vi.fn();
    render(<SearchPanel state={EMPTY_SEARCH_STATE} features={{}} historyStart="1999-04-01" onSearch={onSearch} onReset={() => undefined} />);
    const card = screen.getByTestId('disclosure-keyword').closest('.disclosure-search')!;

    fireEvent.pointerEnter(card);
    await vi.waitFor(() => expect(companiesLoads.count).toBe(1));
    expect(screen.queryByTestId('real-search-form')).toBeNull();
    // as a user's pointer comes and goes: once the failed load is over, the next one loads the form
    await vi.waitFor(
      () => {
        fireEvent.pointerEnter(card);
        expect(screen.getByTestId('real-search-form')).toBeTruthy();
      },
      { timeout: 120_000, interval: 100 },
    );
    expect(companiesLoads.count).toBe(2);

    const user = userEvent.setup();
    await user.type(screen.getByTestId('disclosure-keyword'), 'results');
    await user.click(screen.getByTestId('disclosure-search-submit'));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1), { timeout: 120_000, interval: 50 });
    expect(onSearch.mock.calls[0][0]).toMatchObject({ keyword: 'results', page: 1 });
  });
});
