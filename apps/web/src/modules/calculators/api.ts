import type {
  AveragePriceBody,
  AveragePriceResult,
  BuyBackCapBody,
  BuyBackCapResult,
  ConversionPriceBody,
  ConversionPriceResult,
  OptionExercisePriceBody,
  OptionExercisePriceResult,
  PlacingBenchmarkBody,
  PlacingBenchmarkResult,
  PriceRangeBody,
  PriceRangeResult,
} from '@app/contracts';
import { apiPost, type RequestParams } from '../../lib/http';

/** The price calculators run on the server from its stored prices; bodies go as JSON. */
const post = <T>(path: string, body: RequestParams) => apiPost<T>(path, body, { encoding: 'json' });

export const averagePrice = (body: Partial<AveragePriceBody>) => post<AveragePriceResult>('/au/calculator/averagePrice', body as RequestParams);
export const priceRange = (body: Partial<PriceRangeBody>) => post<PriceRangeResult>('/au/calculator/priceRange', body as RequestParams);
export const placingBenchmark = (body: Partial<PlacingBenchmarkBody>) => post<PlacingBenchmarkResult>('/au/calculator/placingBenchmark', body as RequestParams);
export const conversionPrice = (body: Partial<ConversionPriceBody>) => post<ConversionPriceResult>('/au/calculator/conversionPrice', body as RequestParams);
export const optionExercisePrice = (body: Partial<OptionExercisePriceBody>) =>
  post<OptionExercisePriceResult>('/au/calculator/optionExercisePrice', body as RequestParams);
export const buyBackCap = (body: Partial<BuyBackCapBody>) => post<BuyBackCapResult>('/au/calculator/buyBackCap', body as RequestParams);
