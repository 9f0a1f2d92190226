import { ListingStates, type ListingState } from '@app/contracts';

type OfferingDates = {
  listingState: number;
  applicationDate: string | null;
  hearingDate: string | null;
  prospectusDate: string | null;
  listingDate: string | null;
  updatedAt: Date;
};
type CompanyState = { status: number; listingDate: string | null; delistingDate: string | null };

export type ListingStep = { state: ListingState; date: string | null };

// States an application ends in (or waits in) that have no date column of their own: dated by the record's last update.
const UNDATED_STATES: readonly number[] = [ListingStates.processing, ListingStates.returned, ListingStates.lapsed, ListingStates.cancelled];

/**
 * The listing-state history (spec §4) from an offering's dates and the
 * company's listing and delisting: A1 filed, hearing passed (PHIP),
 * prospectus (offered), listed, then delisted; or the state an application
 * ended in. Pure; oldest step first.
 */
export const listingHistory = (offering: OfferingDates | null, company: CompanyState | null): { steps: ListingStep[]; current: ListingState } => {
  const steps: ListingStep[] = [];
  if (offering?.applicationDate) steps.push({ state: ListingStates.applying, date: offering.applicationDate });
  if (offering?.hearingDate) steps.push({ state: ListingStates.postHearing, date: offering.hearingDate });
  if (offering?.prospectusDate) steps.push({ state: ListingStates.offered, date: offering.prospectusDate });
  if (offering && UNDATED_STATES.includes(offering.listingState)) {
    steps.push({ state: offering.listingState as ListingState, date: offering.updatedAt.toISOString().slice(0, 10) });
  }
  const listingDate = company?.listingDate ?? (offering?.listingState === ListingStates.listed ? offering.listingDate : null);
  if (company || offering?.listingState === ListingStates.listed) steps.push({ state: ListingStates.listed, date: listingDate });
  if (company?.status === 2) steps.push({ state: ListingStates.delisted, date: company.delistingDate });
  const current: ListingState = company ? (company.status === 2 ? ListingStates.delisted : ListingStates.listed) : ((offering?.listingState ?? ListingStates.applying) as ListingState);
  return { steps, current };
};
