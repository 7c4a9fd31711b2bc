export interface Bar {
  label: string;
  value: number;
}

const WIDTH = 600;
const HEIGHT = 220;
const AXIS = 28;

/**
 * A small bar chart in inline SVG: the stress test's only chart, so it needs no charting library in
 * its download. The figure's caption and each bar's title carry the numbers for screen readers.
 */
export function BarChart({ bars, caption, unit }: { bars: readonly Bar[]; caption: string; unit: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = (WIDTH - 8) / Math.max(1, bars.length);
  const summary = bars.map((b) => `${b.label}: ${Math.round(b.value)} ${unit}`).join(", ");
  return (
    <figure className="ci-gap">
      <svg
        className="ci-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${caption}. ${summary}`}
      >
        {bars.map((bar, i) => {
          const h = ((HEIGHT - AXIS * 2) * bar.value) / max;
          const x = 4 + i * slot + slot * 0.15;
          return (
            <g key={bar.label}>
              <title>{`${bar.label}: ${Math.round(bar.value)} ${unit}`}</title>
              <rect className="ci-bar" x={x} y={HEIGHT - AXIS - h} width={slot * 0.7} height={h} rx={3} />
              <text x={x + slot * 0.35} y={HEIGHT - AXIS - h - 6} textAnchor="middle">
                {Math.round(bar.value)}
              </text>
              <text x={x + slot * 0.35} y={HEIGHT - 8} textAnchor="middle">
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="ci-muted">{caption}</figcaption>
    </figure>
  );
}
