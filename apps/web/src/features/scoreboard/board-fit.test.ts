import { describe, expect, it } from 'vitest';
import { fitBoard, nameSizeFor, STRIP_CARD, WIDE_CARD } from './board-fit';

/** The cards and the gaps between them, as the grid draws them. */
const extent = (f: ReturnType<typeof fitBoard>) => ({
  width: f.columns * f.cardWidth + (f.columns - 1) * f.gap,
  height: f.rows * f.cardHeight + (f.rows - 1) * f.gap,
});

describe('fitting the board to its screen', () => {
  it('puts every student on the board without going past its edges', () => {
    const boards: [number, number][] = [
      [980, 430],
      [1240, 400],
      [1860, 760],
      [3760, 1700],
      [760, 900],
    ];
    for (const [width, height] of boards) {
      for (let count = 1; count <= 40; count += 1) {
        const fit = fitBoard(count, width, height, 60);
        expect(fit.columns * fit.rows).toBeGreaterThanOrEqual(count);
        // No empty row: the grid is as short as the class.
        expect((fit.rows - 1) * fit.columns).toBeLessThan(count);
        const drawn = extent(fit);
        expect(drawn.width).toBeLessThanOrEqual(width);
        expect(drawn.height).toBeLessThanOrEqual(height);
      }
    }
  });

  it('keeps the biggest names: a wide short board gets wide cards, not tiny squares', () => {
    // 40 students in what a 1024x768 projector leaves under the header and the lesson bar.
    const fit = fitBoard(40, 980, 470, 46);
    const name = nameSizeFor(fit.cardWidth, fit.cardHeight, 46);
    for (let columns = 1; columns <= 40; columns += 1) {
      const rows = Math.ceil(40 / columns);
      const w = (980 - (columns - 1) * fit.gap) / columns;
      const h = (470 - (rows - 1) * fit.gap) / rows;
      expect(nameSizeFor(w, h, 46)).toBeLessThanOrEqual(name + 0.5);
    }
    expect(fit.cardWidth / fit.cardHeight).toBeGreaterThanOrEqual(WIDE_CARD);
  });

  it("uses an upright tablet's width for a class: no narrow columns with margins beside them", () => {
    // The teacher's board on an iPad held upright: 25 students under the header and bar.
    const fit = fitBoard(25, 760, 820, 70, { word: 17, name: 24 });
    expect(extent(fit).width).toBeGreaterThan(760 - fit.gap - 2);
  });

  it('does not blow one student up to the whole screen', () => {
    const fit = fitBoard(1, 1860, 760, 65);
    expect(fit.cardWidth).toBeLessThanOrEqual(1860 * 0.32 + 1);
    expect(fit.cardHeight).toBeLessThanOrEqual(760 * 0.72 + 1);
  });

  it('sizes names as the card CSS does in each of its three layouts', () => {
    expect(nameSizeFor(200, 200, 100)).toBeCloseTo(20);
    expect(nameSizeFor(300, 150, 100)).toBeCloseTo(27);
    expect(nameSizeFor(400, 100, 100)).toBeCloseTo(32);
    expect(nameSizeFor(400, 100, 20)).toBe(20);
    expect(400 / 100).toBeGreaterThanOrEqual(STRIP_CARD);
  });
});
