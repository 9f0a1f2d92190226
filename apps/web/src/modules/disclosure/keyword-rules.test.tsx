import { Locales, type Locale } from '@app/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { SearchPanel } from './components/SearchPanel';
import { checkKeywords, KEYWORD_MESSAGE_KEYS } from './keyword-rules';
import { EMPTY_SEARCH_STATE } from './search-state';

describe(checkKeywords.name, () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['profit warning', undefined],
    ['盈利警告', undefined],
    ['2024年', undefined],
    ['"final results" dividend', undefined],
    ['盈利 warning', 'mixedLanguages'],
    ['%%% ***', 'unrecognisedSymbols'],
    ['盈', 'chineseTermTooShort'],
    ['a b c d e f g h i', 'tooManyTerms'],
    ['x'.repeat(101), 'tooLong'],
  ])('%j → %s', (input, problem) => {
    expect(checkKeywords(input)).toBe(problem);
  });
});

describe('keyword messages', () => {
  it.each(Locales)('every problem has the server message in %s', async (locale) => {
    await initI18n(locale);
    for (const key of Object.values(KEYWORD_MESSAGE_KEYS)) {
      expect(i18next.exists(key), `${locale} ${key}`).toBe(true);
      expect(i18next.t(key)).not.toBe(key);
    }
  });

  // the server's -1 message (spec §8), as the user reads it
  const MIXED: Record<Locale, string> = {
    en: 'Input keyword(s) in either Chinese or English, not both.',
    'zh-HK': '請輸入中文或英文關鍵字，不可混合輸入。',
    'zh-CN': '请输入中文或英文关键词，不可混合输入。',
  };

  it.each(Locales)('the search form says so as the keyword is typed (%s) and does not search', async (locale) => {
    await initI18n(locale);
    const expected = MIXED[locale];
    const onSearch = vi.fn();
    render(<SearchPanel state={EMPTY_SEARCH_STATE} features={{}} historyStart="1999-04-01" onSearch={onSearch} onReset={() => undefined} />);
    const user = userEvent.setup();
    // the real form replaces the look-alike on first use: ask for the keyword box each time
    const input = () => screen.getByTestId('disclosure-keyword');
    await user.type(input(), '盈利 warning');
    expect(await screen.findByText(expected)).toBeTruthy();
    await user.click(screen.getByTestId('disclosure-search-submit'));
    expect(onSearch).not.toHaveBeenCalled();

    await user.clear(input());
    await user.type(input(), '盈');
    expect(await screen.findByText(i18next.t('errors:codes.SEARCH_KEYWORD_INVALID'))).toBeTruthy();

    await user.clear(input());
    await user.type(input(), '盈利警告');
    await user.click(screen.getByTestId('disclosure-search-submit'));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0][0]).toMatchObject({ keyword: '盈利警告', page: 1 });
  });
});
