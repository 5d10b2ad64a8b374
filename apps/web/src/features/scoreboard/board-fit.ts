import type { NameLengths } from '../../lib/name-lengths';

/**
 * How the board's cards share the space the board leaves them (decision 0150): every present
 * student on one screen, no scrolling, each card as readable as the space allows. The grid
 * tries each number of columns and keeps the one whose cards get the biggest name.
 */
export interface BoardFit {
  columns: number;
  rows: number;
  /** Each card's size and the space between cards, in px. */
  cardWidth: number;
  cardHeight: number;
  gap: number;
}

/** A card's shape switches its layout at these aspect ratios (score-card.css's @container). */
export const WIDE_CARD = 29 / 20;
export const STRIP_CARD = 16 / 5;

/** About how wide a character of the board's bold names is, in em. */
const CHAR_EM = 0.63;

/**
 * The name's font size on a card of this size: what score-card.css gives it (the same cq
 * shares as its `--name-size`, in each of the card's three layouts, never above `cap`, its
 * `--name-max`), or smaller when the class's longest name would not fit the room the name has
 * beside the photo and points (use-fit-name.ts then draws it smaller).
 */
export function nameSizeFor(
  width: number,
  height: number,
  cap: number,
  lengths: NameLengths = { word: 0, name: 0 },
): number {
  const aspect = width / height;
  let size: number;
  let room: number;
  if (aspect >= STRIP_CARD) {
    size = Math.min(0.36 * height, 0.08 * width, cap);
    const points = 2 * CHAR_EM * Math.min(0.55 * height, 0.18 * width);
    room = 0.86 * width - Math.min(0.62 * height, 0.2 * width) - points;
  } else if (aspect >= WIDE_CARD) {
    size = Math.min(0.19 * height, 0.09 * width, cap);
    room = 0.86 * width - Math.min(0.6 * height, 0.24 * width);
  } else {
    size = Math.min(0.105 * height, 0.1 * width, cap);
    room = 0.9 * width;
  }
  if (lengths.word > 0) size = Math.min(size, room / (CHAR_EM * lengths.word));
  // Two lines, never quite full: words break where they must.
  if (lengths.name > 0) size = Math.min(size, (1.8 * room) / (CHAR_EM * lengths.name));
  return Math.max(0, size);
}

/**
 * Few students (three or fewer) do not get cards as wide as the screen: at most this share of
 * its width. Every class keeps its cards under this share of the height.
 */
const MAX_CARD_WIDTH = 0.32;
const FEW = 3;
const MAX_CARD_HEIGHT = 0.72;

export function fitBoard(
  count: number,
  width: number,
  height: number,
  nameCap: number,
  lengths?: NameLengths,
): BoardFit {
  const gap = Math.round(Math.min(24, Math.max(6, Math.min(width, height) * 0.018)));
  let best: BoardFit & { name: number; area: number } = {
    columns: 1,
    rows: Math.max(1, count),
    cardWidth: 0,
    cardHeight: 0,
    gap,
    name: -1,
    area: -1,
  };
  for (let columns = 1; columns <= Math.max(1, count); columns += 1) {
    const rows = Math.ceil(count / columns);
    const cardWidth = Math.floor(
      Math.min(
        (width - (columns - 1) * gap) / columns,
        count <= FEW ? Math.max(300, width * MAX_CARD_WIDTH) : Number.POSITIVE_INFINITY,
      ),
    );
    const cardHeight = Math.floor(
      Math.min((height - (rows - 1) * gap) / rows, height * MAX_CARD_HEIGHT),
    );
    if (cardWidth <= 0 || cardHeight <= 0) continue;
    const name = nameSizeFor(cardWidth, cardHeight, nameCap, lengths);
    const area = cardWidth * cardHeight;
    // Half a pixel of name is not worth smaller cards: then the bigger card wins.
    if (name > best.name + 0.5 || (name > best.name - 0.5 && area > best.area)) {
      best = { columns, rows, cardWidth, cardHeight, gap, name, area };
    }
  }
  const { name: _name, area: _area, ...fit } = best;
  return fit;
}
