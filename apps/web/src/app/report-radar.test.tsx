import type { AssessmentDto } from '@classbeam/contracts';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { averagesOf, LatestRatings } from '../features/reports/ratings';
import { render } from '../test/render';
import { reportRadar } from './report-radar';

/*
 * The reports' latest ratings on the assessment feature's radar (review M2, L7): a rating with
 * no goal progress (saved before the goal was set) is a gap on that axis, never a drop to the
 * centre that reads "goal progress: nothing"; a class's goal progress from one student is not
 * drawn as the class's.
 */

const rating = (
  source: 'teacher' | 'self',
  scores: Pick<AssessmentDto, 'understanding' | 'behavior' | 'growth' | 'goalProgress'>,
): AssessmentDto =>
  ({ id: 1, studentId: 1, classId: 1, date: '2026-11-27', source, ...scores }) as AssessmentDto;

/** The points the side's shape passes through, in the radar's units. */
function shapePoints(container: HTMLElement, side: 'teacher' | 'self'): [number, number][] {
  const out: [number, number][] = [];
  for (const el of container.querySelectorAll(`.radar-shape-${side}`)) {
    if (el instanceof SVGPolygonElement)
      for (const p of (el.getAttribute('points') ?? '').trim().split(/\s+/))
        out.push(p.split(',').map(Number) as [number, number]);
    if (el instanceof SVGLineElement)
      out.push(
        [Number(el.getAttribute('x1')), Number(el.getAttribute('y1'))],
        [Number(el.getAttribute('x2')), Number(el.getAttribute('y2'))],
      );
  }
  return out;
}

/** The radar's centre: every ring's polygon is centred on it. */
const centre = (container: HTMLElement): [number, number] => {
  const ring = container.querySelector('.radar-ring')?.getAttribute('points') ?? '';
  const pts = ring.split(' ').map((p) => p.split(',').map(Number) as [number, number]);
  const mean = (i: 0 | 1) => pts.reduce((a, p) => a + p[i], 0) / pts.length;
  return [mean(0), mean(1)];
};

const atCentre = (container: HTMLElement, side: 'teacher' | 'self') => {
  const [cx, cy] = centre(container);
  return shapePoints(container, side).some(([x, y]) => Math.hypot(x - cx, y - cy) < 0.5);
};

const axisNames = (container: HTMLElement) =>
  [...container.querySelectorAll('.radar-axis-name')].map((t) => t.textContent);

describe("the reports' radar", () => {
  test("a teacher's rating without goal progress leaves a gap on that axis, not a point at the centre", async () => {
    const { container } = await render(
      <LatestRatings
        teacher={rating('teacher', {
          understanding: 4,
          behavior: 3,
          growth: 4,
          goalProgress: null,
        })}
        self={rating('self', { understanding: 3, behavior: 4, growth: 3, goalProgress: 4 })}
        withGoal
        radar={reportRadar}
        subject="Maya"
      />,
    );
    expect(axisNames(container)).toContain('Goal Progress');
    expect(shapePoints(container, 'teacher').length).toBeGreaterThan(0);
    expect(atCentre(container, 'teacher')).toBe(false);
    // The teacher's side has a dot on each axis it was rated on, and none on Goal Progress.
    const dots = [...container.querySelectorAll('.radar-side-dot-teacher')];
    expect(dots.map((d) => d.getAttribute('data-axis'))).toEqual([
      'understanding',
      'behavior',
      'growth',
    ]);
    // Their own rating has goal progress: a whole shape.
    expect(container.querySelectorAll('polygon.radar-shape-self')).toHaveLength(1);
    expect(atCentre(container, 'self')).toBe(false);
    const table = page.getByRole('table', { name: 'Maya: latest ratings, 1 to 5' });
    await expect.element(table).toHaveTextContent(/Goal Progress\s*–\s*4/);
  });

  test('neither side with goal progress: the radar leaves the axis out, the table says "–"', async () => {
    const { container } = await render(
      <LatestRatings
        teacher={rating('teacher', {
          understanding: 4,
          behavior: 3,
          growth: 4,
          goalProgress: null,
        })}
        self={rating('self', { understanding: 3, behavior: 4, growth: 3, goalProgress: null })}
        withGoal
        radar={reportRadar}
        subject="Leo"
      />,
    );
    expect(axisNames(container)).toEqual(['Understanding', 'Behavior', 'Growth']);
    expect(atCentre(container, 'teacher')).toBe(false);
    expect(atCentre(container, 'self')).toBe(false);
    await expect
      .element(page.getByRole('table', { name: 'Leo: latest ratings, 1 to 5' }))
      .toHaveTextContent(/Goal Progress\s*–\s*–/);
  });

  test("a class's goal progress from one student is in the table with its count, not on the radar", async () => {
    const { container } = await render(
      <LatestRatings
        teacher={averagesOf({
          understanding: 3.4,
          behavior: 3.8,
          growth: 3.2,
          goalProgress: 2,
          count: 3,
          goalCount: 1,
        })}
        self={averagesOf({
          understanding: 3.9,
          behavior: 4.1,
          growth: 3.5,
          goalProgress: 4,
          count: 3,
          goalCount: 3,
        })}
        withGoal
        radar={reportRadar}
        subject="The class (average)"
      />,
    );
    const table = page.getByRole('table', { name: 'The class (average): latest ratings, 1 to 5' });
    await expect.element(table).toHaveTextContent(/Teacher\s*3 students\s*Own\s*3 students/);
    await expect.element(table).toHaveTextContent(/Goal Progress\s*2 \(1 student\)\s*4/);
    await expect.element(page.getByText(/fewer than 3 students is in the table/)).toBeVisible();
    // The teacher's side has no point on Goal Progress; their own (3 students) has.
    expect(
      [...container.querySelectorAll('.radar-side-dot-teacher')].map((d) =>
        d.getAttribute('data-axis'),
      ),
    ).toEqual(['understanding', 'behavior', 'growth']);
    expect(container.querySelectorAll('polygon.radar-shape-self')).toHaveLength(1);
  });
});
