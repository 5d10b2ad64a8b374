/**
 * A whole-page wait with the spec's loading texts ('Loading your classes...' and friends).
 * `board` is the dark classroom-display look, so a projector never flashes white.
 */
export function LoadingScreen({ text, board = false }: { text: string; board?: boolean }) {
  return (
    <div
      className={`page-state${board ? ' page-state-board' : ''}`}
      role="status"
      aria-live="polite"
    >
      <div className="page-state-inner">
        <span className="spinner" aria-hidden="true" />
        <p className="loading-text">{text}</p>
      </div>
    </div>
  );
}
