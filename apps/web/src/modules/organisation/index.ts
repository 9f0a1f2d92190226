export { companyDisplayName } from './utils';
export * as organisationApi from './api';
export type { ServiceCompanyKind } from './api';
export { organisationKeys, useServiceCompaniesQuery, useStockSearchQuery } from './queries';
export { CompanyBaseInfo } from './components/CompanyBaseInfo';
export { CompanySwitcherDialog } from './components/CompanySwitcherDialog';
export { ServiceCompanyEditor } from './components/ServiceCompanyEditor';
export { ServiceCompanyManager } from './components/ServiceCompanyManager';
export { StockPicker } from './components/StockPicker';
