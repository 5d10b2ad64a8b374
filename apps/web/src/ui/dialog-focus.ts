import type { RefObject } from 'react';

/**
 * Where the keyboard goes when a dialog closes. Given to `Dialog` as `returnFocus`: an
 * element, a ref to one, or a function asked at the close with the element that opened the
 * dialog (null when none had focus). Nothing (or a function answering nothing) means the
 * default: the opener, or, when the opener has gone, what now stands in its place.
 */
export type ReturnFocus =
  | HTMLElement
  | RefObject<HTMLElement | null>
  | ((opener: HTMLElement | null) => HTMLElement | null | undefined);

const FOCUSABLE =
  'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * How long after a close a given target is followed: the change a dialog made often comes
 * back from the server a moment later and draws the target anew (a student's chip in the
 * group it moved to, a class list without the deleted class).
 */
const FOLLOW_MS = 5000;

/**
 * Where an element sits: its ancestors below the app's root, each with the index of the child
 * that held the element, so the element that later takes its place can be found.
 */
export type Place = { parent: HTMLElement; index: number }[];

export function placeOf(element: HTMLElement): Place {
  const place: Place = [];
  let child: HTMLElement = element;
  for (let at = element.parentElement; at && at.id !== 'root' && at !== document.body; ) {
    place.push({ parent: at, index: Array.prototype.indexOf.call(at.children, child) });
    child = at;
    at = at.parentElement;
  }
  return place;
}

const focusableIn = (element: Element | undefined): HTMLElement | null =>
  !element
    ? null
    : element.matches(FOCUSABLE)
      ? (element as HTMLElement)
      : element.querySelector<HTMLElement>(FOCUSABLE);

/** Nothing holds the keyboard: it fell to the page when what had it went away. */
const focusFell = () => !document.activeElement || document.activeElement === document.body;

/**
 * Focus for a dialog whose opener is gone: in the nearest part of the page still there, the
 * first control of what now stands where the opener's branch stood (the next button, the
 * next student's row), else of the one before it, else of that part. Nothing when something
 * has taken focus already (the feature that closed the dialog knows better) or the whole
 * area went (another page).
 */
function focusNear(place: Place): void {
  if (!focusFell()) return;
  const near = place.find(({ parent }) => parent.isConnected);
  if (!near) return;
  const { parent, index } = near;
  const target =
    focusableIn(parent.children[index]) ??
    focusableIn(parent.children[index - 1]) ??
    focusableIn(parent);
  // The keyboard moves; the page stays where the teacher was looking.
  target?.focus({ preventScroll: true });
}

/** The keyboard moves without moving a phone's page; a keyboard user is brought to it. */
function focusQuietly(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  if (element.matches(':focus-visible')) element.scrollIntoView({ block: 'nearest' });
}

function resolve(target: ReturnFocus, opener: HTMLElement | null): HTMLElement | null {
  if (typeof target === 'function') return target(opener) ?? null;
  if (target instanceof HTMLElement) return target;
  return target.current;
}

/**
 * For a while after the close, whenever the keyboard falls to the page (its target drawn
 * anew), asks `find` again. Stops at the first key or pointer press, or once focus is put
 * anywhere else: never pulled from where the teacher has since put it.
 */
function follow(find: () => HTMLElement | null): void {
  let placed = document.activeElement;
  const observer = new MutationObserver(() => {
    if (!focusFell()) return;
    const next = find();
    if (!next?.isConnected) return;
    placed = next;
    focusQuietly(next);
  });
  const onFocus = (event: FocusEvent) => {
    if (event.target !== placed) stop();
  };
  const timer = window.setTimeout(stop, FOLLOW_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('focusin', onFocus, true);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocus, true);
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
}

/** What a dialog knows of its opener when it opens, to give the keyboard back on close. */
export function rememberOpener(): { opener: HTMLElement | null; place: Place | null } {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return { opener, place: opener ? placeOf(opener) : null };
}

/**
 * Gives the keyboard back as a dialog closes: to `returnFocus` when it names an element on
 * the page, else to the opener, else (the opener went while the dialog was open, like Load
 * Class once nothing is left to load) next to where the opener stood, not to the top.
 */
export function giveFocusBack(
  { opener, place }: { opener: HTMLElement | null; place: Place | null },
  returnFocus: ReturnFocus | undefined,
): void {
  const target = returnFocus ? resolve(returnFocus, opener) : null;
  if (target?.isConnected) focusQuietly(target);
  else if (opener?.isConnected) opener.focus();
  else if (place) requestAnimationFrame(() => focusNear(place));
  if (returnFocus) follow(() => resolve(returnFocus, opener));
}

/**
 * After a row of a list went with the button that had the keyboard: the first enabled button
 * of the row now in its place (else of the last row), else the first button in `scope`.
 */
export function buttonInPlace(
  scope: Element | null | undefined,
  rowSelector: string,
  index: number,
): HTMLElement | null {
  if (!scope) return null;
  const rows = scope.querySelectorAll(rowSelector);
  const row = rows[Math.min(Math.max(index, 0), rows.length - 1)];
  const next = row && [...row.querySelectorAll('button')].find((b) => !b.disabled);
  return next ?? scope.querySelector<HTMLElement>('button');
}
