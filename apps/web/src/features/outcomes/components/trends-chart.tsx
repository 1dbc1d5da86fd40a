import { BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type Plugin } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useT } from '../../../i18n/use-t';
import type { TrendsChartData, TreatmentMarker } from '../chart-data';

// Only the parts a grouped bar chart needs, so the rest of chart.js stays out of the bundle.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** Hex colour with an alpha, for the lighter bars of months with gaps. */
const withAlpha = (color: string, alpha: string) => `${color}${alpha}`;

/**
 * Draws a dashed line at the left edge of each month a treatment started in, with its name: a
 * few lines here instead of the annotation plugin.
 */
const treatmentMarkersPlugin = (markers: readonly TreatmentMarker[]): Plugin<'bar'> => ({
  id: 'treatmentMarkers',
  afterDatasetsDraw: (chart) => {
    const { ctx, chartArea, scales } = chart;
    const xScale = scales.x;
    const count = chart.data.labels?.length ?? 0;
    if (!xScale || count === 0) return;
    const groupWidth = (chartArea.right - chartArea.left) / count;
    ctx.save();
    for (const marker of markers) {
      const x = xScale.getPixelForValue(marker.index) - groupWidth / 2 + 1;
      ctx.strokeStyle = '#1e7f49';
      ctx.lineWidth = 2;
      ctx.setLineDash([5, 4]);
      ctx.beginPath();
      ctx.moveTo(x, chartArea.top);
      ctx.lineTo(x, chartArea.bottom);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.fillStyle = '#135c33';
      ctx.font = '600 11px system-ui, sans-serif';
      // Near the right edge the name goes to the left of the line, so it is not cut off.
      const width = ctx.measureText(marker.label).width;
      const isRoomRight = x + 4 + width <= chartArea.right;
      ctx.textAlign = isRoomRight ? 'left' : 'right';
      ctx.fillText(marker.label, isRoomRight ? x + 4 : x - 4, chartArea.top + 12);
    }
    ctx.restore();
  },
});

/**
 * The monthly bars (loaded on its own, with chart.js, when the trends view first shows). The
 * canvas is an image with a name; the numbers are in the table next to it for screen readers.
 */
export function TrendsChart({ data, label }: { data: TrendsChartData; label: string }) {
  const t = useT();
  return (
    <div style={{ position: 'relative', height: 300, width: '100%' }}>
      <Bar
        role="img"
        aria-label={label}
        data={{
          labels: data.labels,
          datasets: data.series.map((series) => ({
            label: series.label,
            data: series.values,
            backgroundColor: data.isLowCoverage.map((isLow) => (isLow ? withAlpha(series.color, '4d') : series.color)),
            borderColor: series.color,
            borderWidth: data.isLowCoverage.map((isLow) => (isLow ? 1.5 : 0)),
            borderRadius: 2,
          })),
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          // Room above the bars for the treatment names.
          layout: { padding: { top: 8 } },
          scales: {
            x: { grid: { display: false }, ticks: { maxRotation: 60, autoSkip: true } },
            y: { beginAtZero: true, suggestedMax: 10, ticks: { precision: 0 }, title: { display: true, text: t('trends.days') } },
          },
          plugins: {
            legend: {
              position: 'bottom',
              labels: {
                boxWidth: 14,
                // The legend takes each series' full colour, not that of its first (perhaps lighter) bar.
                generateLabels: (chart) =>
                  ChartJS.defaults.plugins.legend.labels.generateLabels(chart).map((item) => {
                    const color = data.series[item.datasetIndex ?? 0]?.color ?? item.fillStyle;
                    return { ...item, fillStyle: color, strokeStyle: color, lineWidth: 0 };
                  }),
              },
            },
            tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${String(item.raw)}` } },
          },
        }}
        plugins={[treatmentMarkersPlugin(data.markers)]}
      />
    </div>
  );
}
