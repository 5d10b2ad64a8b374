import { type Axis, type AxisKey, SCORES, type Scores, scoreTone } from '@classbeam/domain';
import { type MouseEvent, useRef } from 'react';
import './radar.css';

const MAX = SCORES.length;
/** Room on each side of the chart, as a share of its size, for the side axes' names. */
const SIDE_ROOM = 0.25;
/** The small chart's names are larger against it: more room beside it. */
const CHART_SIDE_ROOM = 0.5;
/** A second tap on the same axis within this time is the same tap (a double tap, a bounce). */
const REPEAT_GUARD_MS = 250;
/** The axis names' font sizes (user units), as radar.css sets them. */
const INPUT_FONT = 16;
const CHART_FONT = 11;

interface Geometry {
  size: number;
  centre: number;
  radius: number;
}

const geometryOf = (size: number): Geometry => ({
  size,
  centre: size / 2,
  // Room above and below the chart for the axis names (beside it: SIDE_ROOM).
  radius: size * 0.36,
});

/** The angle of axis i of n, clockwise from straight up. */
const angleOf = (i: number, n: number) => -Math.PI / 2 + (i * 2 * Math.PI) / n;

function pointAt(g: Geometry, i: number, n: number, score: number): [number, number] {
  const r = (g.radius * score) / MAX;
  const a = angleOf(i, n);
  return [g.centre + r * Math.cos(a), g.centre + r * Math.sin(a)];
}

const polygon = (g: Geometry, axes: readonly Axis[], scores: Scores) =>
  axes.map((axis, i) => pointAt(g, i, axes.length, scores[axis.key] ?? 0).join(',')).join(' ');

/** Where a tap at (x, y) lands: the axis it is nearest, and the ring it is nearest on it. */
export function tapToScore(
  g: Geometry,
  n: number,
  x: number,
  y: number,
): { index: number; score: number } {
  const dx = x - g.centre;
  const dy = y - g.centre;
  let best = 0;
  let bestProjection = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i += 1) {
    const a = angleOf(i, n);
    const projection = dx * Math.cos(a) + dy * Math.sin(a);
    if (projection > bestProjection) {
      bestProjection = projection;
      best = i;
    }
  }
  const score = Math.min(MAX, Math.max(1, Math.round((bestProjection / g.radius) * MAX)));
  return { index: best, score };
}

interface RadarGridProps {
  g: Geometry;
  axes: readonly Axis[];
  /** Room beside the chart (user units) for a side axis's name. */
  room: number;
  /** The names' font size in user units (radar.css). */
  fontSize: number;
}

/** A bold character's width, as a share of the font size, on the generous side. */
const CHAR_WIDTH = 0.6;

/**
 * A name in lines that fit `width` (user units), broken between words: SVG text does not wrap,
 * and a longer language's name ('Progreso hacia la meta') would run off the chart's side.
 */
export function nameLines(name: string, width: number, fontSize: number): string[] {
  const perLine = Math.max(1, Math.floor(width / (fontSize * CHAR_WIDTH)));
  if (name.length <= perLine) return [name];
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(' ')) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Rings 1-5, the spokes and the axis names. */
function RadarGrid({ g, axes, room, fontSize }: RadarGridProps) {
  const n = axes.length;
  return (
    <g className="radar-grid">
      {SCORES.map((score) => (
        <polygon
          key={score}
          className="radar-ring"
          points={axes.map((_, i) => pointAt(g, i, n, score).join(',')).join(' ')}
        />
      ))}
      {axes.map((axis, i) => {
        const [x, y] = pointAt(g, i, n, MAX);
        const [lx, ly] = pointAt(g, i, n, MAX + 0.95);
        const anchor = Math.abs(lx - g.centre) < 4 ? 'middle' : lx > g.centre ? 'start' : 'end';
        // Beside the chart a name has the room to the edge; above and below, the full width.
        const width =
          anchor === 'middle'
            ? g.size + 2 * room
            : anchor === 'end'
              ? lx + room
              : g.size + room - lx;
        const lines = nameLines(axis.label, width, fontSize);
        return (
          <g key={axis.key}>
            <line className="radar-spoke" x1={g.centre} y1={g.centre} x2={x} y2={y} />
            <text
              className="radar-axis-name"
              x={lx}
              y={ly}
              textAnchor={anchor}
              dominantBaseline="middle"
            >
              {lines.length === 1
                ? axis.label
                : lines.map((line, l) => (
                    <tspan
                      key={line}
                      x={lx}
                      dy={l === 0 ? `${-((lines.length - 1) * 1.1) / 2}em` : '1.1em'}
                    >
                      {line}
                    </tspan>
                  ))}
            </text>
          </g>
        );
      })}
    </g>
  );
}

interface RadarInputProps {
  axes: readonly Axis[];
  scores: Scores;
  onScore: (axis: AxisKey, score: number) => void;
  size?: number;
}

/**
 * The radar as an input: a tap or click near an axis sets it to the nearest ring. It is the
 * picture of the scores; the radio groups beside it are the same input for keyboards and
 * screen readers, so the SVG itself is hidden from them.
 */
export function RadarInput({ axes, scores, onScore, size = 300 }: RadarInputProps) {
  const g = geometryOf(size);
  const lastTap = useRef<{ axis: AxisKey; at: number } | null>(null);

  // A click, not a pointerdown: a finger that lands on the radar to scroll sets nothing.
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * (size + 2 * side) - side;
    const y = ((event.clientY - box.top) / box.height) * size;
    const { index, score } = tapToScore(g, axes.length, x, y);
    const axis = axes[index];
    if (!axis) return;
    const now = performance.now();
    const last = lastTap.current;
    if (last && last.axis === axis.key && now - last.at < REPEAT_GUARD_MS) return;
    lastTap.current = { axis: axis.key, at: now };
    onScore(axis.key, score);
  };

  const side = size * SIDE_ROOM;
  return (
    <svg
      className="radar radar-input"
      viewBox={`${-side} 0 ${size + 2 * side} ${size}`}
      aria-hidden="true"
      onClick={onClick}
    >
      <RadarGrid g={g} axes={axes} room={side} fontSize={INPUT_FONT} />
      <polygon className="radar-shape radar-shape-main" points={polygon(g, axes, scores)} />
      {axes.map((axis, i) => {
        const score = scores[axis.key] ?? 0;
        if (score === 0) return null;
        const [x, y] = pointAt(g, i, axes.length, score);
        return (
          <circle
            key={axis.key}
            className={`radar-dot tone-${scoreTone(score)}`}
            cx={x}
            cy={y}
            r={size / 36}
          />
        );
      })}
    </svg>
  );
}

interface RadarChartProps {
  axes: readonly Axis[];
  /** The teacher's scores (filled) and the student's own (outlined), either may be missing. */
  teacher: Scores | null;
  self: Scores | null;
  /** Axes where the two differ by 2 or more: their names are marked. */
  gaps?: readonly AxisKey[];
  size?: number;
  label: string;
}

/** A read-only radar with the teacher's and the student's scores overlaid. */
export function RadarChart({ axes, teacher, self, gaps = [], size = 160, label }: RadarChartProps) {
  const g = geometryOf(size);
  return (
    <svg
      className="radar radar-chart"
      viewBox={`${-size * CHART_SIDE_ROOM} 0 ${size * (1 + 2 * CHART_SIDE_ROOM)} ${size}`}
      role="img"
      aria-label={label}
    >
      <RadarGrid
        g={g}
        axes={axes.map((a) => (gaps.includes(a.key) ? { ...a, label: `${a.label} ⚠` } : a))}
        room={size * CHART_SIDE_ROOM}
        fontSize={CHART_FONT}
      />
      {teacher && <RadarSide g={g} axes={axes} scores={teacher} side="teacher" />}
      {self && <RadarSide g={g} axes={axes} scores={self} side="self" />}
    </svg>
  );
}

/**
 * One side's shape. An axis it has no score on (goal progress on a rating saved before the
 * goal) is a gap, not a 0: the outline joins only neighbouring axes it has, with a dot on
 * each, so nothing is drawn at the centre of the missing one.
 */
function RadarSide({
  g,
  axes,
  scores,
  side,
}: {
  g: Geometry;
  axes: readonly Axis[];
  scores: Scores;
  side: 'teacher' | 'self';
}) {
  const n = axes.length;
  const points = axes.map((axis, i) => {
    const score = scores[axis.key] ?? 0;
    return score > 0 ? pointAt(g, i, n, score) : null;
  });
  const className = `radar-shape radar-shape-${side}`;
  if (points.every((p) => p !== null))
    return <polygon className={className} points={points.map((p) => p.join(',')).join(' ')} />;
  return (
    <g className={`radar-side-partial radar-side-${side}`}>
      {points.map((p, i) => {
        const next = points[(i + 1) % n];
        return p && next && n > 1 ? (
          <line
            key={`line-${axes[i]?.key}`}
            className={className}
            x1={p[0]}
            y1={p[1]}
            x2={next[0]}
            y2={next[1]}
          />
        ) : null;
      })}
      {points.map((p, i) =>
        p ? (
          <circle
            key={`dot-${axes[i]?.key}`}
            className={`radar-side-dot radar-side-dot-${side}`}
            data-axis={axes[i]?.key}
            cx={p[0]}
            cy={p[1]}
            r={g.size / 50}
          />
        ) : null,
      )}
    </g>
  );
}
