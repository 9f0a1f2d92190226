import type { CalculationStep, Figure, Figures } from '@app/domain';

/**
 * Turns the figures of a calculation step into translated sentences. The domain names its
 * figures for machines (`highestRatio: 'assets'`); each step here picks the sentences of
 * `calculators:stepLines.*` that explain it and fills them with figures formatted for the
 * active language (numbers grouped, dates in the locale's order, codes as their labels).
 * The exports (CSV, JSON) keep the raw figures.
 */

/** What the sentences need from the active language. */
export type StepLineFormat = {
  /** A `calculators` key with its values. */
  t: (key: string, values?: Record<string, string>) => string;
  /** An exact decimal or a count, grouped for the locale. */
  number: (value: Figure) => string;
  /** An amount given in millions (a fee band's limit): grouped millions in English, 萬 and 億 in Chinese (5,000 → 50億). */
  millions: (value: Figure) => string;
  /** A 'YYYY-MM-DD' day in the locale's format. */
  day: (value: Figure) => string;
  /** A month of a year in the locale's format. */
  month: (year: Figure, month: Figure) => string;
  /** Items joined as a list in the locale's way. */
  list: (items: readonly string[]) => string;
};

type StepLines = (figures: Figures, format: StepLineFormat) => string[];

const text = (value: Figure): string => (value === null ? '' : String(value));
const items = (value: Figure): readonly (string | number)[] => (Array.isArray(value) ? value : []);

/** A deadline of the reporting calculator (results, report, ESG report, AGM). */
const deadline: StepLines = (figures, { t, day }) => [
  t('stepLines.reporting.deadline', { periodEndDate: day(figures.periodEndDate), deadline: day(figures.deadline) }),
  ...(figures.isBusinessDay === false ? [t('stepLines.reporting.deadlineNotBusinessDay', { deadline: day(figures.deadline) })] : []),
  // Past the calendar's last date the check is unknown (null), not a business day.
  ...(figures.isBusinessDay === null ? [t('stepLines.reporting.deadlineBusinessDayUnknown', { deadline: day(figures.deadline) })] : []),
];

/** The closes a price average is taken over (placing benchmark, buy-back cap). */
const closesWindow = (figures: Figures, { t, number, day, list }: StepLineFormat, average: Figure): string => {
  const dates = items(figures.dates).map(String);
  return t('stepLines.prices.closesWindow', {
    firstDate: day(dates[0] ?? null),
    lastDate: day(dates.at(-1) ?? null),
    count: number(dates.length),
    closes: list(items(figures.closes).map((close) => number(close))),
    average: number(average),
  });
};

/** The benchmarked price as the higher of its two figures (placing and convertibles). */
const benchmarkedPrice = (figures: Figures, { t, number, day }: StepLineFormat): string =>
  t('stepLines.placing.benchmarked', {
    close: number(figures.closingPriceOnAgreementDate),
    referenceDate: day(figures.averagingReferenceDate),
    average: number(figures.averageClosingPriceOfFiveDays),
    benchmark: number(figures.benchmarkedPrice),
  });

/** A levy, the trading fee or stamp duty of a trade (trading costs). */
const tradingCost =
  (kind: string): StepLines =>
  (figures, { t, number }) => [
    t(kind === 'stampDuty' ? 'stepLines.tradingCosts.stampDuty' : 'stepLines.tradingCosts.levy', {
      consideration: number(figures.considerationHkd),
      rate: number(figures.ratePercent),
      exact: number(figures.exactHkd),
      amount: number(figures.perSideHkd),
    }),
  ];

/** Board meeting notice (meeting notice and reporting calculators). */
const boardMeetingNotice =
  (meetingDateName: string): StepLines =>
  (figures, { t, number, day }) => [
    t('stepLines.meetingNotice.boardMeeting', {
      meetingDate: day(figures[meetingDateName]),
      days: number(figures.clearBusinessDays),
      latestNoticeDate: day(figures.latestNoticeDate),
    }),
  ];

/** The size-test percentage ratios (assets, profits, revenue, consideration, equity). */
const sizeTestRatio =
  (kind: string): StepLines =>
  (figures, { t, number }) => {
    const values = { ratio: t(`ratio.${kind}`), numerator: number(figures.numerator), denominator: number(figures.denominator) };
    return [
      figures.anomaly
        ? t('stepLines.sizeTest.ratio.anomalous', { ...values, anomaly: t(`anomaly.${text(figures.anomaly)}`) })
        : t('stepLines.sizeTest.ratio.computed', { ...values, percent: number(figures.percent) }),
    ];
  };

const LINES: Record<string, StepLines> = {
  'sizeTest.equityInterest': (figures, { t, number }) => [
    t(figures.changesConsolidation ? 'stepLines.sizeTest.equityInterest.consolidated' : 'stepLines.sizeTest.equityInterest.proportional', {
      interest: number(figures.interestPercent),
      applied: number(figures.appliedPercent),
    }),
  ],
  'sizeTest.assetsDenominatorAdjusted': (figures, { t, number }) => [
    t('stepLines.sizeTest.assetsDenominatorAdjusted', {
      totalAssets: number(figures.totalAssets),
      dividends: number(figures.dividendsDeducted),
      adjusted: number(figures.adjustedTotalAssets),
    }),
  ],
  ...Object.fromEntries(['assets', 'profits', 'revenue', 'consideration', 'equity'].map((kind) => [`sizeTest.ratio.${kind}`, sizeTestRatio(kind)])),
  // the heading says it all: these steps only cite the rule
  'sizeTest.profitsDefinition': () => [],
  'sizeTest.revenueDefinition': () => [],
  'sizeTest.marketCapitalisation': (figures, { t, number }) => [
    t('stepLines.sizeTest.marketCapitalisation', {
      price: number(figures.averageClosingPrice),
      shares: number(figures.issuedShares),
      capitalisation: number(figures.marketCapitalisation),
    }),
  ],
  'sizeTest.considerationValue': (figures, { t, number }) => [t('stepLines.sizeTest.considerationValue', { consideration: number(figures.consideration) })],
  'sizeTest.classification': (figures, { t, number }) => [
    t('stepLines.sizeTest.classification.highest', { ratio: t(`ratio.${text(figures.highestRatio)}`), percent: number(figures.highestPercent) }),
    t('stepLines.sizeTest.classification.thresholds', {
      discloseable: number(figures.discloseable),
      major: number(figures.major),
      verySubstantialDisposal: number(figures.verySubstantialDisposal),
      verySubstantialAcquisition: number(figures.verySubstantialAcquisition),
    }),
    t('stepLines.sizeTest.classification.outcome', { classification: t(`sizeTest.classes.${text(figures.classification)}`) }),
  ],
  'sizeTest.side': (figures, { t }) => [t(`stepLines.sizeTest.side.${text(figures.direction)}`)],
  'sizeTest.largerOfBoth': (figures, { t }) => [
    t('stepLines.sizeTest.largerOfBoth', {
      acquisition: t(`sizeTest.classes.${text(figures.acquisitionClassification)}`),
      disposal: t(`sizeTest.classes.${text(figures.disposalClassification)}`),
      deciding: t(`sizeTest.sides.${text(figures.decidingSide)}`),
    }),
  ],
  'aggregation.window': (figures, { t, number, day, list }) => {
    const dates = (value: Figure) => {
      const days = items(value).map((date) => day(date));
      return days.length > 0 ? list(days) : t('stepLines.values.none');
    };
    return [
      t('stepLines.aggregation.window', {
        months: number(figures.windowMonths),
        start: day(figures.windowStart),
        date: day(figures.transactionDate),
        included: dates(figures.includedDates),
        excluded: dates(figures.excludedDates),
      }),
    ];
  },
  'aggregation.ratio': (figures, { t, number }) => {
    const values = {
      ratio: t(`ratio.${text(figures.ratio)}`),
      sum: [number(figures.currentNumerator), ...items(figures.earlierNumerators).map((value) => (Number(value) < 0 ? `(${number(value)})` : number(value)))].join(' + '),
      numerator: number(figures.aggregatedNumerator),
      denominator: number(figures.denominator),
    };
    const line = figures.anomaly
      ? t('stepLines.aggregation.ratio.anomalous', { ...values, anomaly: t(`anomaly.${text(figures.anomaly)}`) })
      : t('stepLines.aggregation.ratio.computed', { ...values, percent: number(figures.percent) });
    return [figures.direction ? t('stepLines.aggregation.ratio.side', { side: t(`sizeTest.sides.${text(figures.direction)}`), line }) : line];
  },
  'aggregation.classification': (figures, { t, number }) => [
    figures.highestRatio === null
      ? t('stepLines.aggregation.noRatio')
      : t('stepLines.aggregation.classification', {
          ratio: t(`ratio.${text(figures.highestRatio)}`),
          percent: number(figures.highestPercent),
          classification: t(`sizeTest.classes.${text(figures.classification)}`),
        }),
  ],
  'sizeTest.uncappedConsiderationFloor': (figures, { t }) => [
    t('stepLines.sizeTest.uncappedConsiderationFloor', { classification: t(`sizeTest.classes.${text(figures.classification)}`) }),
  ],
  'sizeTest.requirements': (figures, { t }) => {
    const needed = (value: Figure) => t(value ? 'stepLines.values.required' : 'stepLines.values.notRequired');
    return [
      t('stepLines.sizeTest.requirements', {
        announcement: needed(figures.announcement),
        circular: needed(figures.circular),
        shareholdersApproval: needed(figures.shareholdersApproval),
        writtenApproval: t(figures.writtenApprovalPossible ? 'stepLines.values.possible' : 'stepLines.values.notPossible'),
      }),
    ];
  },

  'connected.largestAnnualCap': (figures, { t, number, list }) => [
    t('stepLines.connected.largestAnnualCap', { caps: list(items(figures.annualCaps).map((cap) => number(cap))), largest: number(figures.largestCap) }),
  ],
  'connected.ratiosTested': (figures, { t, list }) => [
    t('stepLines.connected.ratiosTested', { ratios: list(items(figures.ratios).map((kind) => t(`ratio.${kind}`))) }),
    ...(figures.isAggregated ? [t('stepLines.connected.ratiosAggregated')] : []),
  ],
  'connected.aggregatedTotal': (figures, { t, number, list }) => {
    const earlier = items(figures.earlierConsiderations).map((value) => number(value));
    return [
      earlier.length > 0
        ? t('stepLines.connected.aggregatedTotal', { total: number(figures.totalConsiderationHkd), earlier: list(earlier), aggregated: number(figures.aggregatedTotal) })
        : t('stepLines.connected.aggregatedTotalNoEarlier', { total: number(figures.totalConsiderationHkd) }),
    ];
  },
  'connected.exemption': (figures, { t, number }) => {
    const exemption = t(`sizeTest.exemptions.${text(figures.exemption)}`);
    return [
      figures.basis
        ? t('stepLines.connected.exemption.outcome', { basis: text(figures.basis), exemption })
        : t('stepLines.connected.exemption.noLimitMet', { exemption }),
      t('stepLines.connected.exemption.total', { total: number(figures.totalConsiderationHkd) }),
      t('stepLines.connected.exemption.limits', {
        fullyExemptPercent: number(figures.fullyExemptPercent),
        subsidiaryLevelPercent: number(figures.subsidiaryLevelPercent),
        smallTransactionPercent: number(figures.smallTransactionPercent),
        smallTransactionConsiderationHkd: number(figures.smallTransactionConsiderationHkd),
        circularExemptPercent: number(figures.circularExemptPercent),
        circularExemptCappedPercent: number(figures.circularExemptCappedPercent),
        circularExemptConsiderationHkd: number(figures.circularExemptConsiderationHkd),
      }),
      ...(figures.isConnectedAtSubsidiaryLevelOnly ? [t('stepLines.connected.exemption.subsidiaryLevel')] : []),
    ];
  },

  'meetingNotice.generalMeeting': (figures, { t, number, day }) => [
    t('stepLines.meetingNotice.generalMeeting', {
      meetingDate: day(figures.meetingDate),
      clearDays: number(figures.clearDays),
      defaultClearDays: number(figures.defaultClearDays),
      latestNoticeDate: day(figures.latestNoticeDate),
    }),
  ],
  'meetingNotice.listingRulesNotice': (figures, { t, number }) => [t('stepLines.meetingNotice.listingRulesNotice', { clearDays: number(figures.clearDays) })],
  'meetingNotice.agmDeadline': (figures, { t, number, day }) => [
    t('stepLines.meetingNotice.agmDeadline', {
      financialYearEnd: day(figures.financialYearEnd),
      months: number(figures.months),
      agmDeadline: day(figures.agmDeadline),
    }),
  ],
  'meetingNotice.boardMeeting': boardMeetingNotice('meetingDate'),
  'meetingNotice.nonBusinessDayPublication': (figures, { t, day }) => [
    t('stepLines.meetingNotice.nonBusinessDayPublication', { latestNoticeDate: day(figures.latestNoticeDate) }),
  ],
  'meetingNotice.deemedService': (figures, { t, number, day }) => [
    t('stepLines.meetingNotice.deemedService', {
      latestServiceDate: day(figures.latestServiceDate),
      days: number(figures.deemedServiceDays),
      latestNoticeDate: day(figures.latestNoticeDate),
    }),
  ],
  'meetingNotice.bookClosure': (figures, { t, number, day }) => [
    t(figures.isRightsIssue ? 'stepLines.meetingNotice.bookClosureRightsIssue' : 'stepLines.meetingNotice.bookClosure', {
      closureStartDate: day(figures.closureStartDate),
      days: number(figures.businessDays),
      latestNoticeDate: day(figures.latestNoticeDate),
    }),
  ],
  'meetingNotice.registerClosure': (figures, { t, number, day }) => [
    t('stepLines.meetingNotice.registerClosure', {
      startDate: day(figures.startDate),
      endDate: day(figures.endDate),
      days: number(figures.lengthDays),
      maxDays: number(figures.maxDays),
      extendedMaxDays: number(figures.extendedMaxDays),
    }),
  ],

  'reporting.resultsDeadline': deadline,
  'reporting.reportDeadline': deadline,
  'reporting.reportDeadlineByAgm': deadline,
  'reporting.esgReportDeadline': deadline,
  'reporting.agmDeadline': deadline,
  'reporting.annualReportBeforeAgm': (figures, { t, number, day }) => [
    t('stepLines.reporting.annualReportBeforeAgm', { agmDate: day(figures.agmDate), days: number(figures.days), latestDate: day(figures.latestDate) }),
  ],
  'reporting.blackout': (figures, { t, number, day }) => [
    t('stepLines.reporting.blackout.full', { publicationDate: day(figures.publicationDate), days: number(figures.lengthDays), fullStart: day(figures.fullStart) }),
    ...(figures.isShortenedToPeriodEnd
      ? [t('stepLines.reporting.blackout.shortened', { periodEndDate: day(figures.periodEndDate), startDate: day(figures.startDate) })]
      : []),
    t('stepLines.reporting.blackout.range', { startDate: day(figures.startDate), endDate: day(figures.endDate) }),
    // The window's real length beside the rule's period (a window cut back to the period end is shorter).
    t('stepLines.reporting.blackout.length', {
      actual: number(figures.actualDaysBeforePublication),
      total: number(figures.actualDaysIncludingPublication),
      period: number(figures.lengthDays),
    }),
  ],
  'reporting.blackoutNotification': (figures, { t, day }) => [t('stepLines.reporting.blackoutNotification', { date: day(figures.notifyExchangeBy) })],
  'reporting.buyBackRestriction': (figures, { t, day }) => [
    t('stepLines.reporting.buyBackRestriction', { anchorDate: day(figures.anchorDate), startDate: day(figures.startDate), endDate: day(figures.endDate) }),
  ],
  'reporting.boardMeetingNotice': boardMeetingNotice('boardMeetingDate'),
  'reporting.gemRegime': (figures, { t, day }) => [
    t('stepLines.reporting.gemRegime', { regime: t(`reporting.regimes.${text(figures.regime)}`), reformDate: day(figures.reformDate) }),
  ],

  'listingFee.initialBand': (figures, { t, number, millions }) => {
    const values = { value: number(figures.monetaryValueHkd), fee: number(figures.feeHkd) };
    return [
      figures.bandUpToHkdMillions === null
        ? t('stepLines.listingFee.initialTopBand', values)
        : t('stepLines.listingFee.initialBand', { ...values, band: millions(figures.bandUpToHkdMillions) }),
    ];
  },
  'listingFee.annualBand': (figures, { t, number, millions }) => [
    t('stepLines.listingFee.annualNominal', {
      shares: number(figures.listedShares),
      perShare: number(figures.nominalValuePerShareHkd),
      nominal: number(figures.nominalValueHkd),
    }),
    figures.bandUpToHkdMillions === null
      ? t('stepLines.listingFee.annualTopBand', { tableFee: number(figures.tableFeeHkd) })
      : t('stepLines.listingFee.annualBand', { band: millions(figures.bandUpToHkdMillions), tableFee: number(figures.tableFeeHkd) }),
    figures.secondaryListingPercent === null
      ? t('stepLines.listingFee.fee', { fee: number(figures.feeHkd) })
      : t('stepLines.listingFee.secondaryListing', { percent: number(figures.secondaryListingPercent), fee: number(figures.feeHkd) }),
  ],

  'calendar.month': (figures, { t, number, month }) => [
    t('stepLines.calendar.month', {
      market: t(`calendar.markets.${text(figures.market)}`),
      month: month(figures.year, figures.month),
      tradingDays: number(figures.tradingDayCount),
      halfDays: number(figures.halfDayCount),
      holidays: number(figures.holidayCount),
    }),
  ],

  'averagePrice.period': (figures, { t, number, day }) => [
    t('stepLines.averagePrice.period', {
      days: number(figures.tradingDays),
      firstDate: day(figures.firstDate),
      lastDate: day(figures.lastDate),
      sum: number(figures.sumOfCloses),
      average: number(figures.averageClose),
    }),
  ],
  'priceRange.extremes': (figures, { t, number, day }) => [
    t('stepLines.priceRange.extremes', {
      startDate: day(figures.startDate),
      endDate: day(figures.endDate),
      days: number(figures.days),
      highestHigh: number(figures.highestHigh),
      lowestLow: number(figures.lowestLow),
    }),
  ],
  'averagePrice.volumeTotals': (figures, { t, number }) => [
    t('stepLines.averagePrice.volumeTotals', {
      days: number(figures.tradingDays),
      volume: number(figures.totalVolume),
      turnover: number(figures.totalTurnover),
      vwap: figures.volumeWeightedAverage === null ? '—' : number(figures.volumeWeightedAverage),
    }),
  ],
  'priceRange.closes': (figures, { t, number, day }) => [
    t('stepLines.priceRange.closes', {
      highest: number(figures.highestClose),
      highestDate: day(figures.highestCloseDate),
      lowest: number(figures.lowestClose),
      lowestDate: day(figures.lowestCloseDate),
    }),
  ],
  'priceRange.change': (figures, { t, number }) => [
    t('stepLines.priceRange.change', { first: number(figures.firstClose), last: number(figures.lastClose), percent: number(figures.closeChangePercent) }),
  ],
  'nddr.eventInHongKong': (figures, { t, day }) => [
    t('stepLines.filing.eventInHongKong', {
      date: day(figures.eventDate),
      time: text(figures.eventTime),
      zone: text(figures.timeZone),
      hkDate: day(figures.eventDateHongKong),
      hkTime: text(figures.eventTimeHongKong),
    }),
  ],
  'nddr.deadline': (figures, { t, day }) => [
    t(figures.isEventDayBusinessDay ? 'stepLines.filing.nddrDeadline' : 'stepLines.filing.nddrDeadlineNonBusinessDay', {
      date: day(figures.eventDateHongKong),
      deadline: day(figures.deadlineDate),
      time: text(figures.deadlineTime),
    }),
  ],
  'monthlyReturn.monthEnd': (figures, { t, day, month }) => [
    t(figures.isMonthEndBusinessDay ? 'stepLines.filing.monthEnd' : 'stepLines.filing.monthEndNonBusinessDay', {
      month: month(figures.year, figures.month),
      date: day(figures.monthEndDate),
    }),
  ],
  'monthlyReturn.deadline': (figures, { t, number, day, list }) => [
    t('stepLines.filing.monthlyDeadline', {
      count: number(figures.businessDays),
      days: list(items(figures.countedBusinessDays).map((date) => day(date))),
      deadline: day(figures.deadlineDate),
      time: text(figures.deadlineTime),
    }),
  ],
  'pollResults.deadline': (figures, { t, day }) => [
    t(figures.isMeetingDayBusinessDay ? 'stepLines.filing.pollDeadline' : 'stepLines.filing.pollDeadlineNonBusinessDay', {
      date: day(figures.meetingDate),
      deadline: day(figures.deadlineDate),
      time: text(figures.deadlineTime),
    }),
  ],
  'bookClosure.lastLodgement': (figures, { t, day }) => [
    t(figures.hasClosure ? 'stepLines.filing.lastLodgementClosure' : 'stepLines.filing.lastLodgementRecordDate', {
      date: day(figures.entitlementDate),
      lodgement: day(figures.lastLodgementDate),
      time: text(figures.time),
    }),
  ],
  'bookClosure.closurePeriod': (figures, { t, number, day }) => [
    t('stepLines.filing.closurePeriod', {
      start: day(figures.startDate),
      end: day(figures.endDate),
      days: number(figures.lengthDays),
      businessDays: number(figures.businessDays),
    }),
  ],
  'bookClosure.recordDate': (figures, { t, day }) => [t('stepLines.filing.recordDate', { date: day(figures.recordDate) })],
  'bookClosure.exDate': (figures, { t, day }) => [
    t('stepLines.filing.exDate', {
      lodgement: day(figures.lastLodgementDate),
      lastCum: day(figures.lastCumDate),
      settlement: day(figures.lastCumSettlementDate),
      exDate: day(figures.exDate),
    }),
  ],
  'bookClosure.meetingRegistration': (figures, { t, number, day }) => [
    t('stepLines.filing.meetingRegistration', {
      meeting: day(figures.meetingDate),
      count: number(figures.businessDays),
      latest: day(figures.latestRegistrationDate),
      lodgement: day(figures.lastLodgementDate),
    }),
  ],
  'bookClosure.paymentDate': (figures, { t, number, day }) => [
    t('stepLines.filing.paymentDate', { payment: day(figures.paymentDate), date: day(figures.entitlementDate), days: number(figures.daysAfter) }),
  ],
  'bookClosure.yearlyCap': (figures, { t, number }) => [
    t('stepLines.filing.yearlyCap', {
      year: text(figures.year),
      days: number(figures.days),
      closures: number(figures.closures),
      max: number(figures.maxDays),
      extended: number(figures.extendedMaxDays),
    }),
  ],
  'placing.fiveDayAverage': (figures, format) => [closesWindow(figures, format, figures.average)],
  'placing.benchmark': (figures, format) => {
    const { t, number } = format;
    const benchmark = number(figures.benchmarkedPrice);
    return [
      benchmarkedPrice(figures, format),
      t('stepLines.placing.discount', {
        benchmark,
        placingPrice: number(figures.placingPrice),
        discount: number(figures.discountPercent),
        limit: number(figures.limitPercent),
      }),
    ];
  },
  'buyBack.priceCap': (figures, format) => [
    closesWindow(figures, format, figures.averageClosingPrice),
    format.t('stepLines.buyBack.cap', {
      average: format.number(figures.averageClosingPrice),
      premium: format.number(figures.premiumPercent),
      cap: format.number(figures.prohibitedFromPrice),
    }),
  ],
  'convertible.conversionPrice': (figures, format) => [
    benchmarkedPrice(figures, format),
    format.t(figures.isAllowed ? 'stepLines.convertible.allowed' : 'stepLines.convertible.notAllowed', {
      conversionPrice: format.number(figures.conversionPrice),
      benchmark: format.number(figures.benchmarkedPrice),
    }),
  ],
  'option.exercisePrice': (figures, { t, number, day }) => {
    const minimum = number(figures.minimumExercisePrice);
    return [
      t('stepLines.option.minimum', {
        grantDate: day(figures.grantDate),
        close: number(figures.closingPriceOnGrantDate),
        average: number(figures.averageClosingPriceOfFiveDays),
        minimum,
      }),
      ...(figures.proposedExercisePrice === null
        ? []
        : [t(figures.isProposedPriceAllowed ? 'stepLines.option.allowed' : 'stepLines.option.notAllowed', { proposed: number(figures.proposedExercisePrice), minimum })]),
    ];
  },
  'buyBack.moratorium': (figures, { t, number, day }) => [
    t('stepLines.moratorium.window', {
      buyBackDate: day(figures.lastBuyBackDate),
      days: number(figures.days),
      endDate: day(figures.moratoriumEndDate),
      firstDate: day(figures.firstPermittedIssueDate),
    }),
  ],
  'dilution.theoretical': (figures, { t, number }) => {
    const values = {
      benchmark: number(figures.benchmarkedPrice),
      existing: number(figures.existingShares),
      price: number(figures.subscriptionPrice),
      newShares: number(figures.newShares),
      tdp: number(figures.theoreticalDilutedPrice),
    };
    return [
      t('stepLines.dilution.price', values),
      t('stepLines.dilution.effect', { benchmark: values.benchmark, tdp: values.tdp, dilution: number(figures.dilutionPercent), limit: number(figures.limitPercent) }),
    ];
  },
  'dilution.aggregated': (figures, { t, number }) => [
    t('stepLines.dilution.aggregated', {
      issues: number(figures.issues),
      totalNewShares: number(figures.totalNewShares),
      sharesBefore: number(figures.sharesBeforeFirstIssue),
      dilution: number(figures.aggregatedDilutionPercent),
    }),
  ],
  'mandate.size': (figures, { t, number }) => [
    t('stepLines.mandate.base', { issued: number(figures.issuedShares), treasury: number(figures.treasuryShares), base: number(figures.baseShares) }),
    t('stepLines.mandate.limit', {
      percent: number(figures.percent),
      base: number(figures.baseShares),
      twenty: number(figures.twentyPercentShares),
      repurchased: number(figures.repurchasedSharesAdded),
      limit: number(figures.mandateLimitShares),
    }),
    t('stepLines.mandate.remaining', { already: number(figures.sharesAlreadyIssued), remaining: number(figures.remainingShares) }),
  ],
  'listingFee.introductionAverage': (figures, { t, number, day, list }) => {
    const dates = items(figures.dates).map(String);
    const caps = items(figures.marketCapitalisationsHkd).map((cap) => number(cap));
    return [
      ...(figures.applicationDate === null
        ? []
        : [
            t('stepLines.listingFee.introductionDays', {
              applicationDate: day(figures.applicationDate),
              farthest: number(figures.farthestBusinessDay),
              nearest: number(figures.nearestBusinessDay),
              firstDate: day(dates[0] ?? null),
              lastDate: day(dates.at(-1) ?? null),
            }),
          ]),
      caps.length > 0
        ? t('stepLines.listingFee.introductionAverage', { caps: list(caps), average: number(figures.averageHkd) })
        : t('stepLines.listingFee.introductionGivenAverage', { average: number(figures.averageHkd) }),
    ];
  },
  ...Object.fromEntries(['sfcLevy', 'afrcLevy', 'tradingFee', 'stampDuty'].map((kind) => [`tradingCosts.${kind}`, tradingCost(kind)])),
  'tradingCosts.total': (figures, { t, number }) => [t('stepLines.tradingCosts.total', { perSide: number(figures.perSideHkd), bothSides: number(figures.bothSidesHkd) })],
};

/** True when the step has sentences here (a test keeps every step of the calculators covered). */
export const hasStepLines = (key: string): boolean => key in LINES;

/**
 * The sentences explaining a step's figures, or null for a step this table does not know
 * (then the caller shows no figure lines rather than code names).
 */
export const stepLines = (step: CalculationStep, format: StepLineFormat): string[] | null => LINES[step.key]?.(step.figures, format) ?? null;
