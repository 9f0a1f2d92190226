import {
  calculatorEndpoints as endpoints,
  type AnyEndpoint,
  type EndpointResult,
  organisationEndpoints,
  savedDeadlineEndpoints,
  type AveragePriceResult,
  type BuyBackCapResult,
  type ConversionPriceResult,
  type EndpointParams,
  type OptionExercisePriceResult,
  type PlacingBenchmarkResult,
  type PriceRangeResult,
  type StockSearchResult,
} from '@app/contracts';
import { callEndpoint, type CallArgs } from '../../lib/http';

/**
 * The price calculators run on the server from its stored prices; bodies go as JSON (the entries say so).
 * The forms send what the user filled in: a missing field is the server's to name (errCode 400 with details).
 */
type FormBody<E extends AnyEndpoint> = Partial<EndpointParams<E>>;
const calculate = <E extends AnyEndpoint>(endpoint: E, body: FormBody<E>): Promise<EndpointResult<E>> =>
  callEndpoint(endpoint, ...([body] as unknown as CallArgs<E>));

export type AveragePriceParams = FormBody<typeof endpoints.averagePrice>;
export type PriceRangeParams = FormBody<typeof endpoints.priceRange>;
export type PlacingBenchmarkParams = FormBody<typeof endpoints.placingBenchmark>;
export type ConversionPriceParams = FormBody<typeof endpoints.conversionPrice>;
export type OptionExercisePriceParams = FormBody<typeof endpoints.optionExercisePrice>;
export type BuyBackCapParams = FormBody<typeof endpoints.buyBackCap>;

export const averagePrice = (body: AveragePriceParams): Promise<AveragePriceResult> => calculate(endpoints.averagePrice, body);
export const priceRange = (body: PriceRangeParams): Promise<PriceRangeResult> => calculate(endpoints.priceRange, body);
export const placingBenchmark = (body: PlacingBenchmarkParams): Promise<PlacingBenchmarkResult> => calculate(endpoints.placingBenchmark, body);
export const conversionPrice = (body: ConversionPriceParams): Promise<ConversionPriceResult> => calculate(endpoints.conversionPrice, body);
export const optionExercisePrice = (body: OptionExercisePriceParams): Promise<OptionExercisePriceResult> =>
  calculate(endpoints.optionExercisePrice, body);
export const buyBackCap = (body: BuyBackCapParams): Promise<BuyBackCapResult> => calculate(endpoints.buyBackCap, body);

/** The stock picker's search (POST /common/listCompanyInfo {queryName, limit}). */
export const searchStocks = (queryName: string, signal?: AbortSignal): Promise<StockSearchResult[]> =>
  callEndpoint(organisationEndpoints.listCompanyInfo, { queryName, limit: 20 }, { signal });

// ---------------------------------------------------------------- saved deadlines (issue 17)

/** Saves a computed deadline; reminders then come as `calendar` messages 3 days before and on the day. */
export const addSavedDeadline = (body: EndpointParams<typeof savedDeadlineEndpoints.add>) => callEndpoint(savedDeadlineEndpoints.add, body);
/** The signed-in user's saved deadlines, upcoming first. */
export const listSavedDeadlines = (page = 1, limit: 10 | 20 | 30 | 50 = 50) => callEndpoint(savedDeadlineEndpoints.list, { page, limit });
/** Deletes one (its reminders stop). */
export const deleteSavedDeadline = (id: string) => callEndpoint(savedDeadlineEndpoints.delete, { id });
