export { companyDisplayName } from './utils';
