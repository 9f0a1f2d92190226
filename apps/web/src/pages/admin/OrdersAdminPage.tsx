import { FulfilmentQueue } from '../../modules/commerce';

/** /admin/orders: the staff fulfilment queue of paid registry orders. */
export const OrdersAdminPage = () => <FulfilmentQueue />;
