import { useSearchParams } from 'react-router';
import { InvoiceForm, OrderDetailView, OrderList } from '../../../modules/commerce';

/** /manage/order/index: the caller's orders. */
export const OrderListPage = () => <OrderList />;
/** /manage/order/detail?orderId=: one order. */
export const OrderDetailPage = () => {
  const [params] = useSearchParams();
  return <OrderDetailView orderId={params.get('orderId') ?? ''} />;
};
/** /manage/order/invoice: invoice requests. */
export const InvoicePage = () => <InvoiceForm />;
