import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

let drawable: boolean | undefined;
const canDraw = () => {
  try {
    drawable ??= Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    drawable = false;
  }
  return drawable;
};

export type UplotSeries = { label: string; color: string; values: (number | null)[] };

/**
 * A line chart drawn with uPlot (loaded with the routes that chart: analytics, newsletter statistics). It fills its container's width
 * and redraws when that changes; the numbers are also in the frame's table.
 */
export default function UplotChart({ labels, series }: { labels: string[]; series: UplotSeries[] }) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    // Without a 2D canvas (some locked-down browsers) there is no drawing; the frame's table stays.
    if (!element || !canDraw()) return;
    const x = labels.map((_, index) => index);
    const styles = getComputedStyle(element);
    const axisColor = styles.color;
    // Canvas strokes need real colours: a theme variable (the brand's colour) is read from the page.
    const resolve = (color: string) => {
      const name = /^var\((--[\w-]+)/.exec(color)?.[1];
      return name ? styles.getPropertyValue(name).trim() || axisColor : color;
    };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: 220,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        // Counts: from zero, whole numbers only.
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          {
            stroke: axisColor,
            grid: { show: false },
            values: (_u, ticks) => ticks.map((tick) => labels[tick] ?? ''),
          },
          {
            stroke: axisColor,
            grid: { stroke: 'rgba(128,128,128,0.2)' },
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000],
            values: (_u, ticks) => ticks.map((tick) => String(tick)),
          },
        ],
        series: [
          {},
          ...series.map((item) => ({
            label: item.label,
            stroke: resolve(item.color),
            width: 2,
            points: { size: 6 },
          })),
        ],
      },
      [x, ...series.map((item) => item.values)],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 240), height: 220 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, series]);

  return <div ref={host} data-chart="" />;
}
