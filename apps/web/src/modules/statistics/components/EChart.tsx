import { useEffect, useRef } from 'react';
import { createChart, type Chart, type ChartOption } from '../echarts';

type EChartProps = {
  option: ChartOption;
  /** A short description for screen readers (the chart itself is a canvas). */
  label: string;
  height?: number;
};

/** One ECharts chart that follows its container's width; disposed on unmount. */
export const EChart = ({ option, label, height = 320 }: EChartProps) => {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<Chart | null>(null);

  // ECharts is imperative: it is created once on the element and resized with it.
  useEffect(() => {
    const element = containerRef.current;
    if (!element) return undefined;
    const chart = createChart(element);
    chartRef.current = chart;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={containerRef} role="img" aria-label={label} style={{ width: '100%', height }} />;
};
