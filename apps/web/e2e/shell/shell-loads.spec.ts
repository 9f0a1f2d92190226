import { describe, expect, inject, it } from 'vitest';
import { browserForSpec, findRawKeys, saveScreenshot } from '../fixtures/browser';

const chromium = browserForSpec();
const baseUrl = inject('baseUrl');

describe('[shell] the app loads', () => {
  it('[shell] serves the home page with navigation, hero and footer', async () => {
    const { context, page, errors } = await chromium.open({ baseUrl, acceptCookies: true });
    await page.goto('/home');
    await page.getByRole('heading', { name: 'Disclosure, rules and compliance tools in one place' }).waitFor();
    expect(await page.title()).toBe('Home - Compliance Desk');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Disclosure' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Register', exact: true }).isVisible()).toBe(true);
    expect(await page.locator('footer').getByText('Feedback', { exact: true }).isVisible()).toBe(true);
    expect(await findRawKeys(page)).toEqual([]);
    await saveScreenshot(page, 'shell-home-en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('[shell] sends the empty path to the announcement list with its sidebar', async () => {
    const { context, page, errors } = await chromium.open({ baseUrl, acceptCookies: true });
    await page.goto('/');
    await page.getByRole('form', { name: 'Search documents' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/disData/notice/list');
    const sidebar = page.getByRole('complementary', { name: 'Section menu' });
    await sidebar.getByRole('link', { name: 'Company statistics' }).waitFor();
    expect(await sidebar.getByText('VIP', { exact: true }).count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'shell-notice-list');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('[routing] shows 404 for an unknown route', async () => {
    const { context, page } = await chromium.open({ baseUrl, acceptCookies: true });
    await page.goto('/this/does/not/exist');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/404');
    await page.getByRole('button', { name: 'Back to home' }).click();
    await page.waitForURL('**/home');
    await saveScreenshot(page, 'routing-404-then-home');
    await context.close();
  });
});
