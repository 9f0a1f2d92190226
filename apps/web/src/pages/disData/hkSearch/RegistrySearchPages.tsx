import { RegistrySearch } from '../../../modules/commerce';

/** /disData/hkSearch/com: Companies Registry searches, and the business-registration extract beside them. */
export const HkSearchComPage = () => <RegistrySearch registry="com" extraRegistries={['br']} />;
/** /disData/hkSearch/receiver: the Official Receiver's combined search (up to 5 names). */
export const HkSearchReceiverPage = () => <RegistrySearch registry="receiver" />;
/** /disData/hkSearch/bankruptcy: bankruptcy search (up to 5 names). */
export const HkSearchBankruptcyPage = () => <RegistrySearch registry="bankruptcy" />;
/** /disData/hkSearch/winding: compulsory winding-up search (up to 5 names). */
export const HkSearchWindingPage = () => <RegistrySearch registry="winding" />;
