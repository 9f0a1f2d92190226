import { useQuery } from '@tanstack/react-query';
import { adminListInvoices, adminListOrders, listAddresses, listCart, listOrders, listProducts, membership, orderDetail, type OrderListQuery, type ProductQuery } from './api';

export const commerceKeys = {
  all: ['commerce'] as const,
  products: (query: ProductQuery) => [...commerceKeys.all, 'products', query] as const,
  cart: () => [...commerceKeys.all, 'cart'] as const,
  addresses: () => [...commerceKeys.all, 'addresses'] as const,
  orders: () => [...commerceKeys.all, 'orders'] as const,
  orderList: (query: OrderListQuery) => [...commerceKeys.orders(), 'list', query] as const,
  order: (orderId: string) => [...commerceKeys.orders(), 'detail', orderId] as const,
  membership: () => [...commerceKeys.all, 'membership'] as const,
  queue: (status: string | undefined, page: number) => [...commerceKeys.all, 'queue', status ?? '', page] as const,
  invoices: () => [...commerceKeys.all, 'invoices'] as const,
  invoiceQueue: (status: string | undefined, page: number) => [...commerceKeys.all, 'invoiceQueue', status ?? '', page] as const,
};

export const useProductsQuery = (query: ProductQuery, enabled = true) => useQuery({ queryKey: commerceKeys.products(query), queryFn: () => listProducts(query), enabled });
export const useCartQuery = (enabled = true) => useQuery({ queryKey: commerceKeys.cart(), queryFn: listCart, enabled });
export const useAddressesQuery = () => useQuery({ queryKey: commerceKeys.addresses(), queryFn: listAddresses });
export const useOrdersQuery = (query: OrderListQuery) => useQuery({ queryKey: commerceKeys.orderList(query), queryFn: () => listOrders(query), placeholderData: (previous) => previous });
export const useOrderQuery = (orderId: string) => useQuery({ queryKey: commerceKeys.order(orderId), queryFn: () => orderDetail(orderId), enabled: orderId.length > 0 });
export const useMembershipQuery = (enabled = true) => useQuery({ queryKey: commerceKeys.membership(), queryFn: membership, enabled });
export const useFulfilmentQueueQuery = (status: string | undefined, page: number) =>
  useQuery({ queryKey: commerceKeys.queue(status, page), queryFn: () => adminListOrders({ status: status as never, page, limit: 20 }), placeholderData: (previous) => previous });
export const useInvoiceQueueQuery = (status: 'REQUESTED' | 'ISSUED' | 'REJECTED', page: number) =>
  useQuery({ queryKey: commerceKeys.invoiceQueue(status, page), queryFn: () => adminListInvoices({ status, page, limit: 20 }), placeholderData: (previous) => previous });
