import type { CollectStatus, Envelope, FavoritesFolder } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../../../i18n';
import { configureHttp, resetHttpEnvironment } from '../../../lib/http';
import { registerNotify } from '../../../lib/notify';
import { sessionStore } from '../../auth';
import { CollectButton } from './CollectButton';
import { okReply } from '../../../test-utils';

const DETAIL_PATH = '/disData/notice/detail?md5Key=abc123&langType=1';

/** A small in-memory server for the calls the star and its dialog make. */
const createFakeServer = (initialFolders: string[] = [], collectedIn: string[] = []) => {
  const folders: FavoritesFolder[] = initialFolders.map((name, index) => ({ id: `f${index + 1}`, name, instructions: null, itemCount: 0, createDate: '2026-01-01T00:00:00.000Z' }));
  const items = collectedIn.map((favoritesId, index) => ({ id: `i${index + 1}`, favoritesId }));
  const sent: { path: string; body: Record<string, string> }[] = [];
  const reply = (path: string, body: Record<string, string>): Envelope<unknown> => {
    switch (path) {
      case '/au/collect/status':
        return okReply<CollectStatus>({ collected: items.length > 0, items: [...items] });
      case '/au/favorites/list':
        return okReply({ list: folders.map((folder) => ({ ...folder, itemCount: items.filter((item) => item.favoritesId === folder.id).length })), total: folders.length });
      case '/au/favorites/add': {
        if (folders.some((folder) => folder.name === body.name)) return { errCode: 409, resultMsg: 'Record exists. Do not duplicate.', resultData: null };
        const folder = { id: `f${folders.length + 1}`, name: body.name, instructions: null, itemCount: 0, createDate: '2026-01-02T00:00:00.000Z' };
        folders.push(folder);
        return okReply(folder.id);
      }
      case '/au/collect/add':
        items.push({ id: `i${items.length + 1}`, favoritesId: body.favoritesId });
        return okReply(`i${items.length}`);
      case '/au/collect/delete':
        items.splice(
          items.findIndex((item) => item.id === body.id),
          1,
        );
        return okReply(null);
      case '/au/saasuser/getUserInfo':
        // the star needs only the token; the session details are not part of this test (9996: rejected quietly)
        return { errCode: 9996, resultMsg: '', resultData: null };
      default:
        return { errCode: 404, resultMsg: `There is no such API call: POST ${path}`, resultData: null };
    }
  };
  configureHttp({
    getToken: () => sessionStore.getToken(),
    getLocale: () => 'en',
    fetch: async (url, init) => {
      const path = url.replace(/^\/api/, '');
      const body = Object.fromEntries(new URLSearchParams(String(init.body)));
      sent.push({ path, body });
      const envelope = reply(path, body);
      return new Response(JSON.stringify(envelope), { status: envelope.errCode === 0 ? 200 : 400 });
    },
  });
  return { sent, folders, items, calls: (path: string) => sent.filter((request) => request.path === path) };
};

const renderStar = () => {
  const router = createMemoryRouter(
    [
      {
        path: '/disData/notice/detail',
        element: <CollectButton type={1} refKey="abc123" title="須予披露的交易" titleEn="Discloseable transaction" langType={1} path={DETAIL_PATH} />,
      },
      { path: '/login', element: <p>Sign-in page</p> },
    ],
    { initialEntries: [DETAIL_PATH] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ConfigProvider>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return router;
};

const star = () => screen.getByTestId('collect-button');
const dialog = () => screen.getByRole('dialog');

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  sessionStore.reset();
  resetHttpEnvironment();
});

describe(CollectButton.name, () => {
  it('sends a visitor to sign in and back to this page', async () => {
    sessionStore.reset();
    const server = createFakeServer(['Rules']);
    const router = renderStar();
    await userEvent.click(star());
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/login?redirect=${encodeURIComponent(DETAIL_PATH)}`);
    expect(server.sent).toEqual([]);
  });

  it('collects the item into the chosen folder and then shows the filled star', async () => {
    sessionStore.signIn('user-token');
    const toasts: string[] = [];
    registerNotify({ toast: (_kind, text) => toasts.push(text), confirm: () => undefined, info: () => undefined });
    const server = createFakeServer(['Rules', 'Cases']);
    renderStar();
    await waitFor(() => expect(server.calls('/au/collect/status')).toHaveLength(1));
    expect(star().getAttribute('aria-pressed')).toBe('false');
    expect(star().textContent).toContain('Collect');

    await userEvent.click(star());
    const cases = await within(dialog()).findByRole('radio', { name: /Cases/ });
    await userEvent.click(cases);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Collect' }));

    await waitFor(() => expect(server.calls('/au/collect/add')).toHaveLength(1));
    expect(server.calls('/au/collect/add')[0].body).toMatchObject({
      favoritesId: 'f2',
      type: '1',
      refKey: 'abc123',
      articleTitle: '須予披露的交易',
      articleTitleEn: 'Discloseable transaction',
      langType: '1',
      path: DETAIL_PATH,
    });
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
    expect(star().textContent).toContain('Collected');
    expect(toasts).toContain('Collected.');
  });

  it('marks the folders that hold the item and lets it be removed from one', async () => {
    sessionStore.signIn('user-token');
    const server = createFakeServer(['Rules', 'Cases'], ['f1']);
    renderStar();
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(star());
    expect(await within(dialog()).findByText('Collected here')).toBeTruthy();
    expect((within(dialog()).getByRole('radio', { name: /Rules/ }) as HTMLInputElement).disabled).toBe(true);
    // the first folder without the item is chosen
    expect((within(dialog()).getByRole('radio', { name: /Cases/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.calls('/au/collect/delete')).toEqual([expect.objectContaining({ body: expect.objectContaining({ id: 'i1' }) })]));
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('false'));
  });

  it('creates a folder of at most 24 characters in the dialog and chooses it', async () => {
    sessionStore.signIn('user-token');
    const server = createFakeServer([]);
    renderStar();
    await userEvent.click(star());
    expect(await within(dialog()).findByText('You have no folders yet. Create one below.')).toBeTruthy();
    const name = within(dialog()).getByLabelText('New folder name');

    await userEvent.type(name, 'x'.repeat(25));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create folder' }));
    expect(await within(dialog()).findByText('The folder name may be at most 24 characters.')).toBeTruthy();
    expect(server.calls('/au/favorites/add')).toEqual([]);

    await userEvent.clear(name);
    await userEvent.type(name, '合規'.repeat(12));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create folder' }));
    await waitFor(() => expect(server.calls('/au/favorites/add')).toHaveLength(1));
    expect(server.calls('/au/favorites/add')[0].body.name).toBe('合規'.repeat(12));
    const created = await within(dialog()).findByRole('radio', { name: new RegExp('合規'.repeat(12)) });
    await waitFor(() => expect((created as HTMLInputElement).checked).toBe(true));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Collect' }));
    await waitFor(() => expect(server.calls('/au/collect/add')[0]?.body.favoritesId).toBe('f1'));
  });
});
