import { Locales } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppState } from '../test-utils';
import { missingKeys } from './init';

/** A translation key as it would appear if rendered raw, e.g. "home.hero.title" or "routes:page.home". */
const RAW_KEY = /^(?:[a-z]+:)?[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+$/;

/** Every text node and labelling attribute of the page that looks like a key. */
const rawKeysOnPage = (): string[] => {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (RAW_KEY.test(text)) found.push(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const attribute of ['aria-label', 'title', 'placeholder']) {
      const value = element.getAttribute(attribute)?.trim();
      if (value && RAW_KEY.test(value)) found.push(`${attribute}=${value}`);
    }
  }
  return found;
};

const PATHS = ['/home', '/aboutUs', '/disData/notice/list', '/calAi/scale/assets', '/404', '/401', '/login?redirect=%2Fmanage%2Fperson%2Finfo'];

beforeEach(() => resetAppState());

describe('no raw keys are rendered (EXAMPLES §9 locale smoke)', () => {
  it.each(Locales.flatMap((locale) => PATHS.map((path) => [locale, path] as const)))('%s %s', async (locale, path) => {
    await renderApp(path, locale);
    await waitFor(() => expect(document.querySelector('.status-panel, .home, .about, .calc-page, .account-card, .disclosure-page')).not.toBeNull());
    // the footer form and the dialogs load lazily: wait for them where they exist
    if (path === '/home' || path === '/aboutUs') await screen.findAllByRole('textbox');
    expect(rawKeysOnPage()).toEqual([]);
    expect([...missingKeys]).toEqual([]);
    expect(document.title).not.toMatch(/\.[a-z]+[A-Z]/);
  });

  it.each(Locales)('%s VIP dialog and its tabs', async (locale) => {
    await renderApp('/home', locale);
    const openVip = await screen.findAllByRole('button', { name: /VIP/ });
    await userEvent.click(openVip[0]);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click((await screen.findAllByRole('tab'))[1]);
    await waitFor(() => expect(dialog.querySelectorAll('textarea').length).toBeGreaterThan(0));
    expect(rawKeysOnPage()).toEqual([]);
    expect([...missingKeys]).toEqual([]);
  });
});
