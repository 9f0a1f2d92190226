import { commerceEndpoints, type AdminInvoice, type InvoiceRequest } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, renderApp, replyFor, resetAppState, signedInUserReply } from '../../test-utils';

const request = (overrides: Partial<InvoiceRequest> = {}): InvoiceRequest => ({
  id: 'inv1',
  orderIds: ['o1'],
  titleType: 'enterprise',
  title: 'Harbour Law LLP',
  taxId: '91310000MA1FL8XQ3C',
  email: 'ann@example.com',
  amount: 5200,
  currency: 'HKD',
  status: 'REQUESTED',
  createDate: '2026-11-20T02:00:00.000Z',
  invoiceNo: null,
  hasFile: false,
  rejectReason: null,
  handledAt: null,
  ...overrides,
});
const adminRequest = (overrides: Partial<AdminInvoice> = {}): AdminInvoice => ({ ...request(), buyer: 'Ann Lee', address: null, phone: null, bank: null, account: null, ...overrides });

const staffUser = signedInUserReply({ user: { isStaff: true } });
const emptyOrders = replyFor(commerceEndpoints.listOrders, { list: [], total: 0 });

describe('invoices', () => {
  beforeEach(() => {
    resetAppState();
    Cookies.set('token', 'real-token');
  });

  it('staff reject a request with the reason the buyer will see, and issue another with its number and PDF', async () => {
    const { sent, fetch } = await renderApp('/admin/invoices', 'en', {
      '/au/saasuser/getUserInfo': staffUser,
      '/au/admin/invoice/list': replyFor(commerceEndpoints.adminListInvoices, { list: [adminRequest(), adminRequest({ id: 'inv2', title: 'Kowloon Trading Ltd' })], total: 2 }),
      '/au/admin/invoice/reject': replyFor(commerceEndpoints.adminRejectInvoice, null),
      '/au/admin/invoice/issue': replyFor(commerceEndpoints.adminIssueInvoice, null),
    });
    const first = await screen.findByTestId('invoice-request-inv1');
    expect(within(first).getByText('91310000MA1FL8XQ3C')).toBeTruthy();
    expect(within(first).getByText('Ann Lee')).toBeTruthy();

    await userEvent.click(within(first).getByRole('button', { name: 'Reject' }));
    const rejectDialog = await screen.findByRole('dialog', { name: 'Reject this request' });
    const confirmReject = within(rejectDialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(confirmReject.disabled).toBe(true); // no reason, no rejection
    await userEvent.type(within(rejectDialog).getByRole('textbox'), 'The taxpayer ID does not match the title');
    await userEvent.click(confirmReject);
    await waitFor(() => expect(bodiesSentTo(sent, '/au/admin/invoice/reject')).toEqual([expect.objectContaining({ id: 'inv1', reason: 'The taxpayer ID does not match the title' })]));

    expect(await screen.findByText('Rejected. The buyer sees the reason.')).toBeTruthy();
    await userEvent.click(within(screen.getByTestId('invoice-request-inv2')).getByRole('button', { name: 'Issue invoice' }));
    // found by its title's text: in tests every modal title gets the same id, so the second dialog has no accessible name of its own
    const issueDialog = (await screen.findByText('Issue the invoice')).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(issueDialog).getByRole('button', { name: 'Issue invoice' }));
    expect(await within(issueDialog).findByText('Please enter the invoice number.')).toBeTruthy();
    await userEvent.type(within(issueDialog).getByTestId('invoice-number'), 'HK-2026-0042');
    const pdf = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    await userEvent.upload(issueDialog.querySelector('input[type=file]') as HTMLInputElement, pdf);
    await userEvent.click(within(issueDialog).getByRole('button', { name: 'Issue invoice' }));
    // multipart: the fields first, then the PDF
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/au/admin/invoice/issue'))).toBe(true));
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/au/admin/invoice/issue')) as [string, RequestInit];
    const form = init.body as FormData;
    expect([...form.keys()].slice(0, 3)).toEqual(['id', 'invoiceNo', 'file']);
    expect(form.get('id')).toBe('inv2');
    expect(form.get('invoiceNo')).toBe('HK-2026-0042');
    expect((form.get('file') as File).name).toBe('invoice.pdf');
  });

  it('the buyer sees the number and PDF of an issued invoice and the reason of a rejected one (zh-HK)', async () => {
    await renderApp('/manage/order/invoice', 'zh-HK', {
      '/au/saasuser/getUserInfo': signedInUserReply(),
      '/au/order/list': emptyOrders,
      '/au/order/invoiceList': replyFor(commerceEndpoints.listInvoices, {
        list: [request({ status: 'ISSUED', invoiceNo: 'HK-2026-0042', hasFile: true }), request({ id: 'inv2', status: 'REJECTED', rejectReason: '納稅人識別號與抬頭不符' })],
        total: 2,
      }),
    });
    expect(await screen.findByText('號碼 HK-2026-0042')).toBeTruthy();
    expect(screen.getByTestId('invoice-reject-reason').textContent).toBe('納稅人識別號與抬頭不符');
    const link = screen.getByRole('link', { name: '下載' }) as HTMLAnchorElement;
    expect(link.href).toContain('/au/order/invoiceFile?id=inv1');
    expect(link.href).toContain('token=real-token');
  });

  it('lists the back-office pages in the user menu for staff only', async () => {
    await renderApp('/manage/order/invoice', 'en', { '/au/saasuser/getUserInfo': staffUser, '/au/order/list': emptyOrders, '/au/order/invoiceList': replyFor(commerceEndpoints.listInvoices, { list: [], total: 0 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.hover(await screen.findByText('Back office'));
    expect(await screen.findByText('Invoice requests')).toBeTruthy();
    expect(screen.getByText('Registry orders')).toBeTruthy();
  });

  it('has no back-office entry for a user who is not staff', async () => {
    await renderApp('/manage/order/invoice', 'en', { '/au/saasuser/getUserInfo': signedInUserReply(), '/au/order/list': emptyOrders, '/au/order/invoiceList': replyFor(commerceEndpoints.listInvoices, { list: [], total: 0 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByText('Sign out')).toBeTruthy();
    expect(screen.queryByText('Back office')).toBeNull();
  });
});
