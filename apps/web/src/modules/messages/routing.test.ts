import { describe, expect, it } from 'vitest';
import { reconnectDelayMs, liveUrlFor } from './live/reconnect';
import { messageTarget } from './routing';

const base = { md5Key: 'a'.repeat(32), docUrlCn: null, docUrlEn: null, ref: null };

describe('message routing (spec §4) and live reconnection', () => {
  it('routes each source to its detail in the user language', () => {
    expect(messageTarget({ ...base, source: 1 }, 'en', '/manage/sys/message')).toEqual({ path: `/disData/notice/detail?md5Key=${'a'.repeat(32)}&langType=2`, external: false });
    expect(messageTarget({ ...base, source: 14 }, 'zh-CN', '/m').path).toBe(`/disData/notice/detailA?md5Key=${'a'.repeat(32)}&langType=1`);
    expect(messageTarget({ ...base, source: 6, ref: { id: 7 } }, 'en', '/m').path).toBe('/disData/ruleB/detail?id=7&langType=2');
    expect(messageTarget({ ...base, source: 3, docUrlCn: 'https://cn', docUrlEn: 'https://en' }, 'en', '/m')).toEqual({ path: 'https://en', external: true });
    expect(messageTarget({ ...base, source: 3 }, 'en', '/m').path).toBe('/m');
    for (const source of [9, 10, 11]) expect(messageTarget({ ...base, source }, 'en', '/m').path).toBe('/manage/person/info');
    // issue 17: a saved calculator deadline's reminder opens its calculator
    expect(messageTarget({ ...base, source: 18, ref: { kind: 'monthlyReturn' } }, 'en', '/m').path).toBe('/calAi/deadline/monthlyReturn');
    expect(messageTarget({ ...base, source: 18, ref: { kind: 'unknown' } }, 'en', '/m').path).toBe('/m');
  });

  it('backs off from 1 s to 30 s and connects on the page origin', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(1000);
    expect(reconnectDelayMs(3, () => 0)).toBe(8000);
    expect(reconnectDelayMs(10, () => 1)).toBe(39_000);
    expect(liveUrlFor({ protocol: 'https:', host: 'a.example' }, '/au/messageInfo/live', 't 1')).toBe('wss://a.example/api/au/messageInfo/live?token=t%201');
  });
});
