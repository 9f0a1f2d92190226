import type { Locale } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatDay } from '../../../lib/format';
import * as api from '../api';
import { useCalculatorText } from '../notes';
import { isoDate } from './DateField';
import { StockSelect } from './StockSelect';

/** MB 14.07(4): the average is over the 5 business days immediately before the transaction. */
const AVERAGE_DAYS = 5;

type AveragePriceFillProps = {
  /** The transaction date; the average is taken over the days before it. */
  transactionDate: Dayjs | null | undefined;
  /** Receives the average closing price when all 5 days have a stored price. */
  onFill: (averageClose: string) => void;
};

/**
 * Fills the 5-business-day average closing price before the transaction date
 * from the stored prices (POST /au/calculator/averagePrice, window 'before').
 * The market capitalisation can still be typed directly instead.
 */
export const AveragePriceFill = ({ transactionDate, onFill }: AveragePriceFillProps) => {
  const { t, language } = useCalculatorText();
  const [stockCode, setStockCode] = useState<string>();
  const referenceDate = isoDate(transactionDate);
  const mutation = useMutation({
    mutationFn: api.averagePrice,
    onSuccess: (result) => {
      const period = result.value?.periods[0];
      if (period?.isComplete && period.averageClose) onFill(period.averageClose);
    },
  });
  const result = mutation.data;
  const period = result?.value?.periods[0];
  const day = (date: string | null | undefined) => (date ? formatDay(date, language as Locale) : '—');
  return (
    <div data-testid="average-price-fill">
      <Form.Item label={t('sizeTest.fillStock')} htmlFor="size-test-stock" extra={referenceDate ? undefined : t('sizeTest.fillNeedsDate')}>
        <Space.Compact style={{ width: '100%' }}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <StockSelect id="size-test-stock" value={stockCode} onChange={setStockCode} />
          </div>
          <Button
            onClick={() => mutation.mutate({ stockCode, referenceDate, window: 'before', periods: [AVERAGE_DAYS] })}
            disabled={!stockCode || !referenceDate}
            loading={mutation.isPending}
          >
            {t('sizeTest.fillButton')}
          </Button>
        </Space.Compact>
      </Form.Item>
      {result ? (
        <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
          {result.priceData.isDemonstration ? <Alert type="warning" showIcon message={t('prices.demo')} /> : null}
          {period?.isComplete && period.averageClose ? (
            <Typography.Text type="success" data-testid="average-price-filled">
              {t('sizeTest.fillResult', {
                average: period.averageClose,
                stockCode: result.priceData.stockCode,
                first: day(period.firstDate),
                last: day(period.lastDate),
                date: day(result.value?.referenceDate),
              })}
            </Typography.Text>
          ) : (
            <Typography.Text type="danger">{t('sizeTest.fillIncomplete', { count: period?.availableDays ?? 0, days: AVERAGE_DAYS })}</Typography.Text>
          )}
        </Space>
      ) : null}
    </div>
  );
};
