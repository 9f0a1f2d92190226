import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerUploads } from '../../lib/uploads';
import { registerCommerceRoutes } from './commerce.routes';
import { registerPaymentRoutes } from './payments.routes';

/** Commerce module (issue 13): shop, cart, orders, payments, registry fulfilment, memberships. */
export const commerceModule = async (app: FastifyInstance, services: Pick<Container, 'commerce' | 'payments' | 'paymentSandbox'>) => {
  // The back office's result files and invoices.
  await registerUploads(app);
  registerCommerceRoutes(app, services.commerce, services.payments);
  await registerPaymentRoutes(app, services.payments, services.paymentSandbox);
};
