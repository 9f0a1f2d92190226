import { InvoiceQueue } from '../../modules/commerce';

/** /admin/invoices: the staff queue of buyers' invoice requests. */
export const InvoicesAdminPage = () => <InvoiceQueue />;
