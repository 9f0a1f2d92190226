import { BarChart, PieChart, type BarSeriesOption, type PieSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { init, use as registerChartParts, type ComposeOption, type ECharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * Only the ECharts parts the statistics page draws (bar and pie charts, grid,
 * tooltip, legend, canvas), so its lazy chunk stays small. Nothing outside
 * this module imports ECharts.
 */

export type ChartOption = ComposeOption<BarSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;
export type Chart = ECharts;

/**
 * Creates a chart on `element`. The parts are registered here, not at module
 * level: the web package is marked side-effect free, so a top-level `use()`
 * would be dropped by the bundler. ECharts ignores parts already registered.
 */
export const createChart = (element: HTMLElement): Chart => {
  registerChartParts([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);
  return init(element);
};
