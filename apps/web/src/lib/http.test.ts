import { REQUEST_TIMEOUT_MS, VISITOR_TOKEN } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReplyEffects } from './errorPolicy';
import {
  ApiError,
  NetworkError,
  apiGet,
  apiPost,
  apiRequest,
  apiRequestReply,
  buildRequestParams,
  configureHttp,
  encodeRequest,
  resetHttpEnvironment,
  type HttpEnvironment,
} from './http';

const NOW = 1_795_000_000_000;

const effects = (): ReplyEffects => ({
  toast: vi.fn(),
  translate: vi.fn((key: string) => key),
  resetSessionAndLogin: vi.fn(),
  reloadUserInfoAndConfirm: vi.fn(),
  openVipDialog: vi.fn(),
  openCompanyVipDialog: vi.fn(),
  openUsageLimitDialog: vi.fn(),
  openCompanyLimitDialog: vi.fn(),
  goToLogin: vi.fn(),
});

type Captured = { url: string; init: RequestInit };

/** Installs a fake fetch answering with `body` and `status`; returns what was sent. */
const installServer = (body: unknown, status = 200, overrides: Partial<HttpEnvironment> = {}) => {
  const sent: Captured[] = [];
  const replyEffects = effects();
  configureHttp({
    getToken: () => 'token-123',
    getLocale: () => 'zh-HK',
    now: () => NOW,
    effects: replyEffects,
    fetch: async (url, init) => {
      sent.push({ url, init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    },
    ...overrides,
  });
  return { sent, effects: replyEffects };
};

const formOf = (captured: Captured) => Object.fromEntries(new URLSearchParams(String(captured.init.body)));

afterEach(() => {
  resetHttpEnvironment();
  vi.useRealTimers();
});

describe('buildRequestParams (spec §5, §7)', () => {
  const common = { token: 'abc', locale: 'en' as const, requestTime: NOW };

  it('adds token, the numeric language and requestTime', () => {
    expect(Object.fromEntries(buildRequestParams({}, common))).toEqual({ token: 'abc', language: '2', requestTime: String(NOW) });
  });

  it.each([
    ['zh-HK', '1'],
    ['en', '2'],
    ['zh-CN', '3'],
  ] as const)('sends language %s as %s', (locale, code) => {
    expect(Object.fromEntries(buildRequestParams({}, { ...common, locale })).language).toBe(code);
  });

  it('sends the visitor token too', () => {
    expect(Object.fromEntries(buildRequestParams({}, { ...common, token: VISITOR_TOKEN })).token).toBe(VISITOR_TOKEN);
  });

  it('leaves token out when there is none', () => {
    expect(Object.fromEntries(buildRequestParams({}, { ...common, token: undefined }))).not.toHaveProperty('token');
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty text', ''],
    ['blank text', '   '],
    ["'NA'", 'NA'],
    ["'null'", 'null'],
    ["'undefined'", 'undefined'],
    ['false', false],
  ])('drops an empty parameter (%s)', (_label, value) => {
    expect(Object.fromEntries(buildRequestParams({ field: value }, common))).not.toHaveProperty('field');
  });

  it.each([
    ['trims text', '  Tencent  ', 'Tencent'],
    ['stringifies numbers', 20, '20'],
    ['keeps zero', 0, '0'],
    ['stringifies true', true, 'true'],
    ['joins lists', ['00700', ' 09988 '], '00700,09988'],
    ['writes objects as JSON', { a: 1 }, '{"a":1}'],
  ])('%s', (_label, value, expected) => {
    expect(Object.fromEntries(buildRequestParams({ field: value }, common)).field).toBe(expected);
  });

  it('keeps files as they are', () => {
    const file = new Blob(['x'], { type: 'text/plain' });
    const entries = buildRequestParams({ file }, common);
    expect(entries.find(([key]) => key === 'file')?.[1]).toBe(file);
  });
});

describe('encodeRequest', () => {
  const entries: [string, string][] = [
    ['name', 'Chan Tai Man'],
    ['page', '1'],
  ];

  it('posts a form-encoded body under /api by default', () => {
    const { url, init } = encodeRequest('/common/addFeedBack', entries, 'POST', 'form');
    expect(url).toBe('/api/common/addFeedBack');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(init.body).toBe('name=Chan+Tai+Man&page=1');
  });

  it('puts GET parameters in the query', () => {
    const { url, init } = encodeRequest('miniweixin/miniCode', entries, 'GET', 'form');
    expect(url).toBe('/api/miniweixin/miniCode?name=Chan+Tai+Man&page=1');
    expect(init.body).toBeUndefined();
  });

  it('sends JSON where a call asks for it', () => {
    const { init } = encodeRequest('/x', entries, 'POST', 'json');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Chan Tai Man', page: '1' });
  });

  it('keeps lists of objects as they are in a JSON body (folder permission entries)', async () => {
    const { sent } = installServer({ errCode: 0, resultMsg: '', resultData: null });
    const entries = [{ subjectType: 'user', subjectId: 'u1', right: 'read' }];
    // callEndpoint passes typed parameters as loose ones the same way
    await apiRequestReply('/au/file/permission/set', { folderId: 'f1', entries: entries as never }, { encoding: 'json' });
    expect(JSON.parse(String(sent[0].init.body))).toMatchObject({ folderId: 'f1', entries });
  });

  it('sends multipart for uploads (the browser sets the boundary)', () => {
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    const { init } = encodeRequest('/upload/fileUpload', [['file', file], ['stockCode', '00700']], 'POST', 'multipart');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('stockCode')).toBe('00700');
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe('apiRequest', () => {
  beforeEach(() => resetHttpEnvironment());

  it('resolves with resultData on errCode 0 and sends the common fields', async () => {
    const { sent } = installServer({ errCode: 0, resultMsg: 'ok', resultData: { id: 'f1' } });
    await expect(apiPost('/common/addFeedBack', { name: ' Chan ', phone: '', content: 'Hello' })).resolves.toEqual({ id: 'f1' });
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/common/addFeedBack');
    expect(formOf(sent[0])).toEqual({ name: 'Chan', content: 'Hello', token: 'token-123', language: '1', requestTime: String(NOW) });
  });

  it.each([-12, -14, -15])('treats errCode %i as success', async (errCode) => {
    installServer({ errCode, resultMsg: '', resultData: [1] });
    await expect(apiPost('/x')).resolves.toEqual([1]);
  });

  it('returns the whole reply from apiRequestReply (for resultMsg)', async () => {
    installServer({ errCode: 0, resultMsg: 'Thank you', resultData: { id: 'f1' } });
    await expect(apiRequestReply('/x')).resolves.toEqual({ errCode: 0, resultMsg: 'Thank you', resultData: { id: 'f1' } });
  });

  it('reads the envelope of an HTTP error status and applies the policy', async () => {
    const { effects: replyEffects } = installServer({ errCode: -10, resultMsg: 'VIP only', resultData: null }, 403);
    const error = await apiPost('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errCode: -10, resultMsg: 'VIP only', decision: { action: 'vipDialog' } });
    expect(replyEffects.openVipDialog).toHaveBeenCalledOnce();
  });

  it('toasts the message of an unknown error code', async () => {
    const { effects: replyEffects } = installServer({ errCode: -4, resultMsg: 'Error verification code.', resultData: null }, 400);
    await expect(apiPost('/x')).rejects.toBeInstanceOf(ApiError);
    expect(replyEffects.toast).toHaveBeenCalledWith('Error verification code.', 1500);
  });

  it('lets the effects prepare (load their messages) before any of them runs, error replies and network failures alike', async () => {
    const order: string[] = [];
    const prepare = async () => {
      await Promise.resolve();
      order.push('prepared');
    };
    const { effects: replyEffects } = installServer({ errCode: -9, resultMsg: 'full', resultData: null }, 400);
    replyEffects.prepare = prepare;
    vi.mocked(replyEffects.toast).mockImplementation((text) => void order.push(`toast ${text}`));
    await expect(apiPost('/x')).rejects.toBeInstanceOf(ApiError);
    const failing = installServer('', 200, { fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    failing.effects.prepare = prepare;
    vi.mocked(failing.effects.toast).mockImplementation((text) => void order.push(`toast ${text}`));
    await expect(apiPost('/x')).rejects.toBeInstanceOf(NetworkError);
    expect(order).toEqual(['prepared', 'toast codes.ORGANISATION_USER_LIMIT', 'prepared', 'toast network.unavailable']);
  });

  it('rejects 9996 silently', async () => {
    const { effects: replyEffects } = installServer({ errCode: 9996, resultMsg: 'no', resultData: null });
    await expect(apiPost('/x')).rejects.toMatchObject({ errCode: 9996 });
    expect(replyEffects.toast).not.toHaveBeenCalled();
  });

  it('resets the session on 9999', async () => {
    const { effects: replyEffects } = installServer({ errCode: 9999, resultMsg: 'expired', resultData: null }, 401);
    await expect(apiPost('/x')).rejects.toBeInstanceOf(ApiError);
    expect(replyEffects.resetSessionAndLogin).toHaveBeenCalledOnce();
  });

  it('sends a visitor at a quota to login (the token decides)', async () => {
    const { effects: replyEffects } = installServer({ errCode: 1999, resultMsg: 'quota', resultData: null }, 429, { getToken: () => VISITOR_TOKEN });
    await expect(apiPost('/x')).rejects.toBeInstanceOf(ApiError);
    expect(replyEffects.goToLogin).toHaveBeenCalledOnce();
    expect(replyEffects.openUsageLimitDialog).not.toHaveBeenCalled();
  });

  it('uses GET with the query when asked', async () => {
    const { sent } = installServer({ errCode: 0, resultMsg: '', resultData: 'ok' });
    await apiGet('/getTcPayDetail', { payId: 'p1' });
    expect(sent[0].init.method).toBe('GET');
    expect(sent[0].url).toMatch(/^\/api\/getTcPayDetail\?payId=p1&token=token-123&language=1&requestTime=\d+$/);
  });

  it('treats a reply that is not an envelope as an unavailable server', async () => {
    const { effects: replyEffects } = installServer('<html>Bad gateway</html>', 502);
    const error = await apiPost('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ failure: 'unavailable' });
    expect(replyEffects.toast).toHaveBeenCalledWith('network.unavailable', 1500);
  });

  it('shows the server-unavailable toast when fetch fails', async () => {
    const { effects: replyEffects } = installServer('', 200, { fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(apiPost('/x')).rejects.toMatchObject({ failure: 'unavailable' });
    expect(replyEffects.toast).toHaveBeenCalledWith('network.unavailable', 1500);
  });

  it('times out after 300000 ms with the timeout toast', async () => {
    vi.useFakeTimers();
    const { effects: replyEffects } = installServer('', 200, {
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    });
    const pending = apiRequest('/x').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(replyEffects.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ failure: 'timeout' });
    expect(replyEffects.toast).toHaveBeenCalledWith('network.timeout', 1500);
    expect(REQUEST_TIMEOUT_MS).toBe(300_000);
  });

  it('passes a caller abort through without a toast', async () => {
    const controller = new AbortController();
    const { effects: replyEffects } = installServer('', 200, {
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    });
    const pending = apiPost('/x', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(replyEffects.toast).not.toHaveBeenCalled();
  });
});
