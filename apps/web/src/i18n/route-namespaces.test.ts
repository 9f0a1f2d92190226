import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { pageLoaders } from '../routes';
import { initI18n, loadNamespaces } from './init';
import { ROUTE_NAMESPACES, STARTUP_NAMESPACES } from './locales';

describe('namespaces loaded with their routes (issue 19)', () => {
  it('starts without the route namespaces and adds one, in the active language, when asked', async () => {
    expect(STARTUP_NAMESPACES).not.toContain('calculators');
    expect(ROUTE_NAMESPACES).toContain('calculators');
    const instance = await initI18n('zh-HK', i18next.createInstance(), STARTUP_NAMESPACES);
    expect(instance.hasResourceBundle('zh-HK', 'common')).toBe(true);
    expect(instance.hasResourceBundle('zh-HK', 'calculators')).toBe(false);

    await loadNamespaces(['calculators'], instance);
    expect(instance.hasResourceBundle('zh-HK', 'calculators')).toBe(true);
    expect(instance.t('calculators:common.result')).not.toBe('common.result');
  });

  it('a calculator page brings its namespace before it renders', async () => {
    await initI18n('en', i18next, STARTUP_NAMESPACES);
    i18next.removeResourceBundle('en', 'calculators');
    const page = await pageLoaders.listingFee();
    expect(page.Component).toBeTypeOf('function');
    expect(i18next.hasResourceBundle('en', 'calculators')).toBe(true);
  });
});
