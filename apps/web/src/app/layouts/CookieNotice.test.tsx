import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { CookieNotice } from './CookieNotice';

const renderNotice = () =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <CookieNotice /> }])} />);

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => Cookies.remove('cookieConsent', { path: '/' }));

describe(CookieNotice.name, () => {
  it('states that the site uses cookies until accepted', async () => {
    renderNotice();
    expect(await screen.findByText(/This site uses cookies/)).toBeTruthy();
  });

  it('stores the consent and disappears when accepted', async () => {
    renderNotice();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.queryByText(/This site uses cookies/)).toBeNull();
    expect(Cookies.get('cookieConsent')).toBe('1');
  });

  it('stays away once consent is stored', () => {
    Cookies.set('cookieConsent', '1');
    renderNotice();
    expect(screen.queryByText(/This site uses cookies/)).toBeNull();
  });
});
