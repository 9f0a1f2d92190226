import { describe, expect, inject, it } from 'vitest';
import { browserForSpec, saveScreenshot } from '../fixtures/browser';

const chromium = browserForSpec();
const baseUrl = inject('baseUrl');

describe('[feedback] footer feedback form', () => {
  it('[feedback] shows each validation message, then submits to the server', async () => {
    const { context, page, errors } = await chromium.open({ baseUrl, acceptCookies: true });
    await page.goto('/home');
    await page.locator('#feedback').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Feedback form' });
    await form.waitFor();

    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Please enter your name.').waitFor();
    await form.getByText('Phone empty. Please enter your phone number.').waitFor();
    await form.getByText('Please enter your feedback.').waitFor();

    await form.getByLabel('Name').fill('A'.repeat(21));
    await form.getByLabel('Phone').fill('12ab');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Name may be at most 20 characters.').waitFor();
    await form.getByText('Phone format incorrect. Please input the correct phone number.').waitFor();
    await saveScreenshot(page, 'feedback-validation');

    await form.getByLabel('Name').fill('Chan Tai Man');
    await form.getByLabel('Phone').fill('+85291234567');
    await form.getByLabel('Your feedback').fill('Please add the GEM Listing Rules to the rule search.');
    expect(await form.getByText('52 / 200').isVisible()).toBe(true);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith('/api/common/addFeedBack')),
      form.getByRole('button', { name: 'Submit' }).click(),
    ]);
    const reply = (await response.json()) as { errCode: number; resultMsg: string };
    expect(reply.errCode).toBe(0);
    await page.locator('.ant-message').getByText(reply.resultMsg).waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    await saveScreenshot(page, 'feedback-submitted');
    expect(errors).toEqual([]);
    await context.close();
  });
});
