import { CartTable, CheckoutForm } from '../../../modules/commerce';

/** /manage/sCart/index: the cart. */
export const CartPage = () => <CartTable />;
/** /manage/sCart/buyInfo: contact, purpose and payment. */
export const BuyInfoPage = () => <CheckoutForm />;
