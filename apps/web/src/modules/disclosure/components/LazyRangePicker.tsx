import type { RangePickerProps } from 'antd/es/date-picker';
import { Suspense, lazy } from 'react';

/**
 * The search panel shows a date range picker only for a custom range, so AntD's date pickers (about
 * 30 kB gzip) load when it first appears rather than with the first page (issue 19).
 */
const RangePicker = lazy(() => import('antd/es/date-picker').then((module) => ({ default: module.default.RangePicker })));

/** AntD's RangePicker, loaded on first render; Form.Item passes value and onChange through. */
export const LazyRangePicker = (props: RangePickerProps) => (
  <Suspense fallback={null}>
    <RangePicker {...props} />
  </Suspense>
);
