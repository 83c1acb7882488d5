import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDecimal, formatInteger, formatWeek } from './format.ts';

export type WeeklySeries = { label: string; values: (number | null)[]; color: string };

type Props = {
  /** The weeks' Mondays, `YYYY-MM-DD`, oldest first. */
  weeks: readonly string[];
  series: readonly WeeklySeries[];
  /** What the chart shows, for screen readers (the numbers are in the panel's table). */
  label: string;
  /** The y scale: counts from zero, or stars from 0 to 5. */
  scale?: 'count' | 'stars';
};

const HEIGHT = 220;

/** Weekly figures as lines (uPlot, decision 0033): as wide as its box, re-drawn when the box changes. */
export function WeeklyChart({ weeks, series, label, scale = 'count' }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const stars = scale === 'stars';
    const chart = new uPlot(
      {
        width: Math.max(target.clientWidth, 200),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: false },
          y: { range: (_u, _min, max) => (stars ? [0, 5] : [0, Math.max(4, Math.ceil(max * 1.15))]) },
        },
        axes: [
          {
            // Weeks are the points 0…n−1: a label on whole points only, as many as fit.
            incrs: [1, 2, 3, 4, 6, 12],
            space: 52,
            values: (_u, splits) =>
              splits.map((i) => (Number.isInteger(i) && weeks[i] ? formatWeek(weeks[i]) : '')),
            font: '12px system-ui, sans-serif',
            stroke: '#57534e',
            grid: { show: false },
          },
          {
            incrs: stars ? [0.5, 1] : [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000],
            values: (_u, splits) => splits.map((n) => (stars ? formatDecimal(n) : formatInteger(n))),
            size: 48,
            font: '12px system-ui, sans-serif',
            stroke: '#57534e',
            grid: { stroke: '#e7e5e4', width: 1 },
          },
        ],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2.5,
            points: { show: true, size: 7, fill: s.color },
            spanGaps: false,
          })),
        ],
      },
      [weeks.map((_, i) => i), ...series.map((s) => s.values)],
      target,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(target.clientWidth, 200), height: HEIGHT }),
    );
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [weeks, series, scale]);

  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <div ref={box} role="img" aria-label={label} className="w-full min-w-0" style={{ height: HEIGHT }} />
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        {series.map((s) => (
          <span key={s.label} className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block h-1 w-4 rounded"
              style={{ background: s.color }}
            />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
