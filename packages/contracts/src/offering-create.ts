import { z } from 'zod';
import { isIsoDate } from '@app/domain';
import { AdviserRoles, CompanyLimits, HongKongBoards, LISTING_STATE_VALUES, ListingStates, OfferingCurrencies, OfferingTypes, type ListingState } from './companies';

/*
 * The body of the new-issue form, apart from companies.ts: the web loads the form (and zod) only
 * on its page, while the first page needs companies.ts's constants (issue 19).
 */

const isoDateField = z.string({ error: 'validation.companies.date' }).refine(isIsoDate, { error: 'validation.companies.date' }).meta({ format: 'date' });

/** A decimal amount as text (exact, never a float): up to `integerDigits` digits and `decimals` decimals. */
const decimalField = (integerDigits: number, decimals: number) =>
  z.string({ error: 'validation.companies.decimal' }).regex(new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,${decimals}})?$`), { error: 'validation.companies.decimal' });
const wholeNumberField = z.coerce
  .number({ error: 'validation.companies.wholeNumber' })
  .int({ error: 'validation.companies.wholeNumber' })
  .min(1, { error: 'validation.companies.wholeNumber' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'validation.companies.wholeNumber' });

/** A list of names as one form field: a JSON array, or names separated by new lines or semicolons. */
const namesField = (max: number, message: string) =>
  z
    .string()
    .transform((text, context) => {
      const trimmed = text.trim();
      if (!trimmed.startsWith('[')) return trimmed.split(/[\n;]+/).map((name) => name.trim()).filter(Boolean);
      try {
        const parsed: unknown = JSON.parse(trimmed);
        if (Array.isArray(parsed) && parsed.every((name) => typeof name === 'string')) return parsed.map((name: string) => name.trim()).filter(Boolean);
      } catch {
        // reported below
      }
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .pipe(z.array(z.string().max(CompanyLimits.partyNameMax, { error: 'validation.companies.partyName' })).max(max, { error: message }));

/** Advisers as one form field: a JSON array of { role, name }. */
const advisersField = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'validation.companies.advisers' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        z.object({
          role: z.enum(AdviserRoles, { error: 'validation.companies.adviserRole' }),
          name: z
            .string({ error: 'validation.companies.partyName' })
            .trim()
            .min(1, { error: 'validation.companies.partyName' })
            .max(CompanyLimits.partyNameMax, { error: 'validation.companies.partyName' }),
        }),
        { error: 'validation.companies.advisers' },
      )
      .max(CompanyLimits.advisersMax, { error: 'validation.companies.advisers' }),
  );

/** Dates each state needs (spec §4): a listed offering has a listing date, an offered one a prospectus, and so on. */
const REQUIRED_DATES: Partial<Record<ListingState, readonly ('applicationDate' | 'hearingDate' | 'prospectusDate' | 'listingDate')[]>> = {
  [ListingStates.applying]: ['applicationDate'],
  [ListingStates.postHearing]: ['applicationDate', 'hearingDate'],
  [ListingStates.offered]: ['prospectusDate'],
  [ListingStates.listed]: ['listingDate'],
  [ListingStates.returned]: ['applicationDate'],
  [ListingStates.lapsed]: ['applicationDate'],
  [ListingStates.processing]: ['applicationDate'],
};

/**
 * POST /au/offering/add (the /disData/issue/create form; signed-in users):
 * a new issue with its state, dates, terms and parties. Stored with source
 * 'user' and the creator. Dates must follow application ≤ hearing ≤
 * prospectus ≤ listing; the price within the range; green-shoe at most 15 %.
 */
export const OfferingCreateBodySchema = z
  .object({
    nameEn: z.string().max(CompanyLimits.nameMax, { error: 'validation.tooLong' }).optional(),
    nameZh: z.string().max(CompanyLimits.nameMax, { error: 'validation.tooLong' }).optional(),
    market: z.enum(['HK'], { error: 'validation.companies.offeringMarket' }).default('HK'),
    stockCode: z
      .string({ error: 'validation.companies.hongKongCode' })
      .regex(/^\d{1,5}$/, { error: 'validation.companies.hongKongCode' })
      .transform((code) => code.padStart(5, '0'))
      .optional(),
    board: z.enum(HongKongBoards, { error: 'validation.companies.offeringBoard' }),
    offeringType: z.enum(OfferingTypes, { error: 'validation.companies.offeringType' }),
    listingState: z.coerce
      .number({ error: 'validation.companies.listingState' })
      .int({ error: 'validation.companies.listingState' })
      .refine((value) => value !== ListingStates.delisted && (LISTING_STATE_VALUES as number[]).includes(value), { error: 'validation.companies.listingState' }),
    applicationDate: isoDateField.optional(),
    hearingDate: isoDateField.optional(),
    prospectusDate: isoDateField.optional(),
    listingDate: isoDateField.optional(),
    currency: z.enum(OfferingCurrencies, { error: 'validation.companies.currency' }).default('HKD'),
    offerPriceLow: decimalField(10, 4).optional(),
    offerPriceHigh: decimalField(10, 4).optional(),
    offerPrice: decimalField(10, 4).optional(),
    sharesOffered: wholeNumberField.optional(),
    proceeds: decimalField(18, 2).optional(),
    greenshoeShares: z.coerce
      .number({ error: 'validation.companies.wholeNumber' })
      .int({ error: 'validation.companies.wholeNumber' })
      .min(0, { error: 'validation.companies.wholeNumber' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'validation.companies.wholeNumber' })
      .optional(),
    publicSubscriptionMultiple: decimalField(8, 2).optional(),
    placingSubscriptionMultiple: decimalField(8, 2).optional(),
    sponsors: namesField(CompanyLimits.sponsorsMax, 'validation.companies.sponsors').optional(),
    advisers: advisersField.optional(),
  })
  .superRefine((body, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (!body.nameEn && !body.nameZh) issue('nameEn', 'validation.companies.nameRequired');
    if ((body.listingState === ListingStates.listed || body.listingState === ListingStates.offered) && !body.stockCode) issue('stockCode', 'validation.companies.stockCodeRequired');
    for (const field of REQUIRED_DATES[body.listingState as ListingState] ?? []) if (!body[field]) issue(field, 'validation.companies.dateRequiredForState');
    // Dates in order: application ≤ hearing ≤ prospectus ≤ listing (only those given and valid).
    const ordered = (['applicationDate', 'hearingDate', 'prospectusDate', 'listingDate'] as const).filter((field) => isIsoDate(body[field]));
    for (let index = 1; index < ordered.length; index += 1) {
      const [earlier, later] = [ordered[index - 1]!, ordered[index]!];
      if (body[later]! < body[earlier]!) issue(later, 'validation.companies.dateOrder');
    }
    const low = body.offerPriceLow === undefined ? undefined : Number(body.offerPriceLow);
    const high = body.offerPriceHigh === undefined ? undefined : Number(body.offerPriceHigh);
    const price = body.offerPrice === undefined ? undefined : Number(body.offerPrice);
    if (low !== undefined && high !== undefined && low > high) issue('offerPriceHigh', 'validation.companies.priceRange');
    if (price !== undefined && ((low !== undefined && price < low) || (high !== undefined && price > high))) issue('offerPrice', 'validation.companies.priceOutsideRange');
    if (body.listingState === ListingStates.listed && price === undefined) issue('offerPrice', 'validation.companies.offerPriceRequired');
    if (body.greenshoeShares !== undefined && body.greenshoeShares > 0) {
      if (body.sharesOffered === undefined) issue('sharesOffered', 'validation.companies.sharesForGreenshoe');
      else if (body.greenshoeShares * 100 > body.sharesOffered * CompanyLimits.greenshoeMaxPercent) issue('greenshoeShares', 'validation.companies.greenshoeTooLarge');
    }
  });
export type OfferingCreateBody = z.infer<typeof OfferingCreateBodySchema>;
