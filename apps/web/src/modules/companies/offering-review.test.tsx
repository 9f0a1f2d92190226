import type { OfferingItem, OfferingReviewItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, okReply, renderApp, resetAppState, signedInUserReply } from '../../test-utils';

/* Issue 11 finding 8: user-added new issues wait for staff approval; their submitter sees them marked. */

const PENDING: OfferingItem = {
  id: '11111111-1111-4111-8111-111111111111',
  market: 'HK',
  stockCode: null,
  nameEn: 'Jade Logistics Holdings Limited',
  nameZh: null,
  board: 'main',
  offeringType: 'ipo',
  listingState: 7,
  applicationDate: '2026-11-02',
  hearingDate: null,
  prospectusDate: null,
  listingDate: null,
  currency: 'HKD',
  offerPriceLow: null,
  offerPriceHigh: null,
  offerPrice: null,
  sharesOffered: null,
  proceeds: null,
  sponsors: [],
  source: 'user',
  reviewStatus: 'pending',
};
const REVIEW_ITEM: OfferingReviewItem = { ...PENDING, createdByUserId: 'u7', createdAt: '2026-11-20T08:00:00.000Z', reviewedAt: null, rejectReason: null };

describe('user-added new issues and their review', () => {
  beforeEach(() => {
    resetAppState();
    Cookies.set('token', 'real-token');
  });

  it('marks the submitter’s own record as pending review in the list', async () => {
    await renderApp('/disData/issue/list', 'en', {
      '/au/saasuser/getUserInfo': signedInUserReply(),
      '/au/offering/list': okReply({ list: [PENDING], total: 1 }),
    });
    expect(await screen.findByText('Jade Logistics Holdings Limited')).toBeTruthy();
    expect((await screen.findByTestId('review-status-pending')).textContent).toBe('Pending review');
  });

  it('lets staff approve a pending record beside the certification review (zh-HK)', async () => {
    const { sent } = await renderApp('/admin/certification', 'zh-HK', {
      '/au/saasuser/getUserInfo': signedInUserReply({ user: { isStaff: true } }),
      '/au/admin/certification/list': okReply({ list: [], total: 0 }),
      '/au/admin/offering/list': okReply({ list: [REVIEW_ITEM], total: 1 }),
      '/au/admin/offering/approve': okReply(null),
    });
    const section = await screen.findByTestId('offering-review');
    expect(within(section).getByText('用戶加入的新股記錄')).toBeTruthy();
    await userEvent.click(await within(section).findByTestId(`approve-offering-${PENDING.id}`));
    await waitFor(() => expect(bodiesSentTo(sent, '/au/admin/offering/approve')).toEqual([expect.objectContaining({ id: PENDING.id })]));
    expect(bodiesSentTo(sent, '/au/admin/offering/list')[0]).toMatchObject({ status: 'pending' });
  });
});
