import { AdminInvoiceIssueBodySchema, CommerceLimits, commerceEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import type { CommerceService } from './commerce.service';
import type { PaymentsService } from './payments.service';

const tags = ['shop and orders'];
const adminTags = ['back office'];
const staff = { staff: true } as const;

const actorOf = (request: Parameters<typeof requireUser>[0]) => {
  const actor = requireUser(request);
  return { userId: actor.user.id, organisationId: actor.organisation.id, user: actor.user, organisation: actor.organisation };
};

/** Shop, cart, orders, payment and receipts (spec §7 "Shop and orders"); the staff fulfilment calls (/au/admin/order/*). */
export const registerCommerceRoutes = (app: FastifyInstance, service: CommerceService, payments: PaymentsService) => {
  routeFor(app, endpoints.listProducts, { access: 'public', tags, summary: 'Products: membership plans and registry searches, prices in minor units' }, async (request) =>
    ok(request, await service.listProducts(request.locale, request.body)),
  );
  routeFor(app, endpoints.serviceCost, { access: 'user', tags, summary: 'Fee breakdown of a registry product (official fee + service charge)' }, async (request) =>
    ok(request, await service.serviceCost(request.body.prodId)),
  );
  routeFor(app, endpoints.listCart, { access: 'user', tags, summary: 'The cart (one across all registries), with prices then and now' }, async (request) =>
    ok(request, await service.listCart(requireUser(request).user.id, request.locale)),
  );
  routeFor(app, endpoints.addToCart, { access: 'user', tags, summary: 'Add a registry search to the cart' }, async (request) =>
    ok(request, await service.addToCart(requireUser(request).user.id, request.locale, request.body)),
  );
  routeFor(app, endpoints.removeFromCart, { access: 'user', tags, summary: 'Remove a line from the cart' }, async (request) =>
    ok(request, await service.removeFromCart(requireUser(request).user.id, request.locale, request.body.id)),
  );
  routeFor(app, endpoints.listAddresses, { access: 'user', tags, summary: 'Saved order contacts (shopping addresses)' }, async (request) =>
    ok(request, await service.listAddresses(requireUser(request).user.id)),
  );
  routeFor(app, endpoints.addAddress, { access: 'user', tags, summary: 'Save an order contact' }, async (request) => ok(request, await service.addAddress(requireUser(request).user.id, request.body)));
  routeFor(app, endpoints.addressDetail, { access: 'user', tags, summary: 'One saved order contact' }, async (request) =>
    ok(request, await service.addressDetail(requireUser(request).user.id, request.body.id)),
  );
  routeFor(app, endpoints.addOrder, { access: 'user', tags, summary: 'Create an order: a membership plan (orderType 1) or the cart lines (orderType 2)' }, async (request) =>
    ok(request, await service.createOrder(actorOf(request), request.locale, request.body), 'success.orderCreated'),
  );
  routeFor(app, endpoints.applyPay, { access: 'user', tags, summary: 'Apply for payment: a new attempt (WeChat QR text or Alipay page); other open attempts are closed first' }, async (request) =>
    ok(request, await payments.applyPay(requireUser(request).user.id, request.body.orderId, request.body.payWay, request.body.returnUrl)),
  );
  routeFor(app, endpoints.payDetail, { access: 'user', tags, summary: "The dialog's 1.5 s poll: payStatus '1' when paid" }, async (request) =>
    ok(request, await payments.payDetail(requireUser(request).user.id, request.query.payId)),
  );
  routeFor(app, endpoints.listOrders, { access: 'user', tags, summary: "The caller's orders (state filter, paging)" }, async (request) =>
    ok(request, await service.listOrders(requireUser(request).user.id, request.body)),
  );
  for (const endpoint of [endpoints.orderDetail, endpoints.bankruptcyDetail, endpoints.registrationcertDetail]) {
    routeFor(app, endpoint, { access: 'user', tags, summary: 'An order with its lines, timeline and delivered files' }, async (request) =>
      ok(request, await service.orderDetail(requireUser(request).user.id, request.body.orderId, request.locale)),
    );
  }
  routeFor(app, endpoints.cancelOrder, { access: 'user', tags, summary: 'Cancel an order waiting for payment' }, async (request) => {
    await service.cancelOrder(requireUser(request).user.id, request.body.orderId);
    return ok(request, null);
  });
  routeFor(app, endpoints.deleteOrder, { access: 'user', tags, summary: 'Remove a finished order from the list (kept for audit)' }, async (request) => {
    await service.deleteOrder(requireUser(request).user.id, request.body.orderId);
    return ok(request, null);
  });
  routeFor(app, endpoints.orderReceipt, { access: 'user', tags, summary: 'Ask for a receipt of a paid order' }, async (request) => ok(request, await service.orderReceipt(requireUser(request).user.id, request.body)));
  routeFor(app, endpoints.listReceipts, { access: 'user', tags, summary: "The caller's receipts" }, async (request) =>
    ok(request, await service.listReceipts(requireUser(request).user.id, request.body.page, request.body.limit)),
  );
  routeFor(app, endpoints.requestInvoice, { access: 'user', tags, summary: 'Ask for an invoice over paid orders (enterprise: taxpayer ID required)' }, async (request) =>
    ok(request, await service.requestInvoice(requireUser(request).user.id, request.body)),
  );
  routeFor(app, endpoints.listInvoices, { access: 'user', tags, summary: "The caller's invoice requests" }, async (request) =>
    ok(request, await service.listInvoices(requireUser(request).user.id, request.body.page, request.body.limit)),
  );
  routeFor(app, endpoints.membership, { access: 'user', tags, summary: 'The membership in force now' }, async (request) => ok(request, await service.membership(actorOf(request))));
  routeFor(
    app,
    endpoints.downloadOrderFiles,
    {
      access: 'user',
      tags: ['downloads'],
      summary: "A delivered registry file of the caller's order (fileId), or all of its files as one streamed zip (no fileId); token in the query so a plain link works",
      produces: ['application/pdf', 'image/png', 'image/jpeg', 'application/zip'],
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const opened = await service.openFile(actor.user.id, request.query.orderId, request.query.fileId, actor.user.isStaff);
      if (opened.kind === 'zip') {
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(opened.name)}`)
          .header('cache-control', 'private, no-store')
          .send(opened.stream);
      }
      const { file, stream } = opened;
      return reply
        .type(file.contentType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  routeFor(
    app,
    endpoints.downloadInvoice,
    { access: 'user', tags: ['downloads'], summary: "The issued invoice PDF of the caller's invoice request (token in the query so a plain link works)", produces: ['application/pdf'] },
    async (request, reply) => {
      const actor = requireUser(request);
      const invoice = await service.openInvoiceFile(actor.user.id, request.query.id, actor.user.isStaff);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(invoice.name)}`)
        .header('cache-control', 'private, no-store')
        .send(invoice.stream);
    },
  );

  // --- staff --------------------------------------------------------------
  routeFor(app, endpoints.adminListOrders, { access: staff, tags: adminTags, summary: 'Fulfilment queue: paid registry orders, oldest deadline first' }, async (request) =>
    ok(request, await service.fulfilmentQueue(request.body.status, request.body.page, request.body.limit)),
  );
  routeFor(
    app,
    endpoints.adminUploadFiles,
    { access: staff, tags: adminTags, summary: 'Upload result files (multipart: orderId first, then files; PDF/JPEG/PNG, 10 MB each, 90 per order)' },
    async (request) => {
      const staffUser = requireUser(request).user;
      let orderId: string | undefined;
      let files = 0;
      for await (const part of request.parts({ limits: { fileSize: CommerceLimits.fileBytes, files: CommerceLimits.filesPerOrder } })) {
        if (part.type === 'field') {
          if (part.fieldname === 'orderId') orderId = String(part.value);
          continue;
        }
        if (!orderId) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', { details: [{ path: 'orderId', message: 'validation.commerce.orderId' }] });
        }
        files = await service.uploadFile(staffUser.id, orderId, { filename: part.filename, stream: part.file });
      }
      if (!orderId) throw new AppError('VALIDATION_FAILED', { details: [{ path: 'orderId', message: 'validation.commerce.orderId' }] });
      return ok(request, { files });
    },
  );
  routeFor(app, endpoints.adminDeleteFile, { access: staff, tags: adminTags, summary: 'Remove an uploaded file before delivery' }, async (request) => {
    await service.deleteFile(request.body.orderId, request.body.fileId);
    return ok(request, null);
  });
  routeFor(app, endpoints.adminDeliver, { access: staff, tags: adminTags, summary: 'Mark delivered: the buyer is told by message, SMS and e-mail' }, async (request) => {
    await service.deliver(requireUser(request).user.id, request.body.orderId);
    return ok(request, null);
  });
  routeFor(app, endpoints.adminUnobtainable, { access: staff, tags: adminTags, summary: 'Unobtainable: cancel and refund in full, with a reason' }, async (request) => {
    await service.unobtainable(requireUser(request).user.id, request.body.orderId, request.body.reason);
    return ok(request, null);
  });
  routeFor(app, endpoints.adminListInvoices, { access: staff, tags: adminTags, summary: 'Invoice requests, open ones first' }, async (request) =>
    ok(request, await service.adminListInvoices(request.body.status, request.body.page, request.body.limit)),
  );
  routeFor(
    app,
    endpoints.adminIssueInvoice,
    { access: staff, tags: adminTags, summary: 'Mark an invoice request issued (multipart: id, invoiceNo, then the invoice PDF, optional, 10 MB); the buyer gets a message and an e-mail' },
    async (request) => {
      const staffUser = requireUser(request).user;
      const fields: Record<string, string> = {};
      let file: Awaited<ReturnType<CommerceService['storeInvoiceFile']>> | undefined;
      for await (const part of request.parts({ limits: { fileSize: CommerceLimits.fileBytes, files: 1 } })) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        const body = AdminInvoiceIssueBodySchema.safeParse(fields);
        if (!body.success) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', { details: body.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) });
        }
        file = await service.storeInvoiceFile(body.data.id, { filename: part.filename, stream: part.file });
      }
      const body = AdminInvoiceIssueBodySchema.safeParse(fields);
      if (!body.success) throw new AppError('VALIDATION_FAILED', { details: body.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) });
      await service.issueInvoice(staffUser.id, body.data.id, body.data.invoiceNo, file);
      return ok(request, null);
    },
  );
  routeFor(app, endpoints.adminRejectInvoice, { access: staff, tags: adminTags, summary: 'Refuse an invoice request with a reason the buyer is told' }, async (request) => {
    await service.rejectInvoice(requireUser(request).user.id, request.body.id, request.body.reason);
    return ok(request, null);
  });
  routeFor(app, endpoints.adminUpdateProduct, { access: staff, tags: adminTags, summary: 'Change a price, service charge or availability (no deploy)' }, async (request) => {
    await service.updateProduct(request.body);
    return ok(request, null);
  });
};
