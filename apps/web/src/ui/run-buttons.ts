/**
 * Marks the run's own buttons (bar and free-time banner), the Group Controls panel and the
 * board's QR panel: reached with the keyboard, Enter and Space press them instead of driving
 * the lesson (features/class-run/use-run-keys.ts reads it).
 */
export const RUN_BUTTONS_ATTR = 'data-run-buttons';
