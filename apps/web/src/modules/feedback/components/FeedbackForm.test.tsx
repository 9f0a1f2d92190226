import { feedbackEndpoints } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { configureHttp, resetHttpEnvironment } from '../../../lib/http';
import { registerNotify } from '../../../lib/notify';
import { replyFor } from '../../../test-utils';
import { FeedbackForm } from './FeedbackForm';

type Sent = { url: string; body: URLSearchParams };

const renderForm = (reply: { status: number; body: unknown }, props: Partial<Parameters<typeof FeedbackForm>[0]> = {}) => {
  const sent: Sent[] = [];
  configureHttp({
    getToken: () => undefined,
    getLocale: () => 'en',
    fetch: async (url, init) => {
      sent.push({ url, body: new URLSearchParams(String(init.body)) });
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    },
  });
  const toasts: string[] = [];
  registerNotify({ toast: (_kind, text) => toasts.push(text), confirm: () => undefined, info: () => undefined });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfigProvider>
        <FeedbackForm variant="footer" {...props} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { sent, toasts };
};

const fill = async (values: { name?: string; phone?: string; content?: string }) => {
  if (values.name !== undefined) await userEvent.type(screen.getByLabelText('Name'), values.name);
  if (values.phone !== undefined) await userEvent.type(screen.getByLabelText('Phone'), values.phone);
  if (values.content !== undefined) await userEvent.type(screen.getByLabelText('Your feedback'), values.content);
};

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => resetHttpEnvironment());

const OK = { status: 200, body: replyFor(feedbackEndpoints.add, { id: '0b6f7f3e-5c1a-4d2e-9f10-3a4b5c6d7e8f' }, 'Thank you. Your feedback has been received.') };

describe(FeedbackForm.name, () => {
  it('shows its own required message for each empty field (spec §5)', async () => {
    const { sent } = renderForm(OK);
    await submit();
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Phone empty. Please enter your phone number.')).toBeTruthy();
    expect(screen.getByText('Please enter your feedback.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('rejects a malformed phone number', async () => {
    renderForm(OK);
    await fill({ name: 'Chan', phone: '0123', content: 'Hello' });
    await submit();
    expect(await screen.findByText('Phone format incorrect. Please input the correct phone number.')).toBeTruthy();
  });

  it('limits the name to 20 characters', async () => {
    renderForm(OK);
    await fill({ name: 'A'.repeat(21), phone: '+85291234567', content: 'Hello' });
    await submit();
    expect(await screen.findByText('Name may be at most 20 characters.')).toBeTruthy();
  });

  it('counts the content up to 200 characters', async () => {
    renderForm(OK);
    await fill({ content: 'Hello' });
    expect(screen.getByText('5 / 200')).toBeTruthy();
  });

  it('submits type 2 form-encoded and shows the server message', async () => {
    const { sent, toasts } = renderForm(OK);
    await fill({ name: ' Chan Tai Man ', phone: '+85291234567', content: 'Please add the GEM rules.' });
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url).toBe('/api/common/addFeedBack');
    expect(Object.fromEntries(sent[0].body)).toMatchObject({ name: 'Chan Tai Man', phone: '+85291234567', content: 'Please add the GEM rules.', type: '2', language: '2' });
    await waitFor(() => expect(toasts).toEqual(['Thank you. Your feedback has been received.']));
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
  });

  it('shows server validation errors next to their fields', async () => {
    const { toasts } = renderForm({
      status: 400,
      body: { errCode: 400, resultMsg: 'Some fields are not valid: Phone', resultData: { details: [{ path: 'phone', message: 'Server says the phone is wrong.' }] } },
    });
    await fill({ name: 'Chan', phone: '+85291234567', content: 'Hello' });
    await submit();
    expect(await screen.findByText('Server says the phone is wrong.')).toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it('sends the company fields and the source for a contact request', async () => {
    const { sent } = renderForm(OK, { variant: 'contact', source: 'companyMember', withCompany: true, contentLabel: 'What do you need?' });
    await userEvent.type(screen.getByLabelText('Name'), 'Chan');
    await userEvent.type(screen.getByLabelText('Phone'), '13812345678');
    await userEvent.type(screen.getByLabelText('Company'), 'Example Ltd');
    await userEvent.type(screen.getByLabelText('Position'), 'Company secretary');
    await userEvent.type(screen.getByLabelText('What do you need?'), 'Five logins');
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0].body)).toMatchObject({ type: '1', source: 'companyMember', company: 'Example Ltd', job: 'Company secretary' });
  });

  it('does not crash when the server is unreachable', async () => {
    const toasts: string[] = [];
    const ignore = () => undefined;
    configureHttp({
      fetch: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      effects: {
        toast: (text) => toasts.push(text),
        translate: (key) => key,
        resetSessionAndLogin: ignore,
        reloadUserInfoAndConfirm: ignore,
        openVipDialog: ignore,
        openCompanyVipDialog: ignore,
        openUsageLimitDialog: ignore,
        openCompanyLimitDialog: ignore,
        goToLogin: ignore,
      },
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FeedbackForm variant="footer" />
      </QueryClientProvider>,
    );
    await fill({ name: 'Chan', phone: '+85291234567', content: 'Hello' });
    await submit();
    await waitFor(() => expect(toasts).toEqual(['network.unavailable']));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});
