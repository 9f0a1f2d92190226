import { VipComparison } from '../../../modules/commerce';

/** /manage/vip/index: membership status and comparison. */
export const VipPage = () => <VipComparison />;
