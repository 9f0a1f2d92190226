import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, resetAppState } from '../../test-utils';
import { legalTexts as en } from './legal-text.en';
import { legalTexts as zhCN } from './legal-text.zh-CN';
import { legalTexts as zhHK } from './legal-text.zh-HK';

const TEXTS = { en, 'zh-CN': zhCN, 'zh-HK': zhHK } as const;
const LOCALES = ['en', 'zh-CN', 'zh-HK'] as const;

/** The targets of every link inside an element. */
const targetsIn = (element: HTMLElement) => within(element).getAllByRole('link').map((link) => link.getAttribute('href'));

// Issue 18: login, register and the cookie notice lead to the user agreement and privacy policy (/agreeement), in every language.
describe('links to the user agreement and the privacy policy', () => {
  it.each(LOCALES.flatMap((locale) => [['/login', locale] as const, ['/register', locale] as const]))('%s in %s links to both', async (path, locale) => {
    resetAppState();
    await renderApp(path, locale);
    expect(targetsIn(await screen.findByTestId('agreement-notice'))).toEqual(['/agreeement', '/agreeement?type=privacy']);
  });

  it.each(LOCALES)('the cookie notice in %s links to the privacy policy, which opens in that language', async (locale) => {
    resetAppState();
    await renderApp('/agreeement?type=privacy', locale);
    const label = { en: 'Cookie notice', 'zh-CN': 'Cookie 提示', 'zh-HK': 'Cookie 通知' }[locale];
    expect(targetsIn(await screen.findByRole('region', { name: label }))).toEqual(['/agreeement?type=privacy']);
    expect(await screen.findByRole('heading', { level: 1, name: TEXTS[locale].privacy.title })).toBeTruthy();
  });
});
