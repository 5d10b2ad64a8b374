/** A whole-page wait with the spec's loading texts ('Loading your classes...' and friends). */
export function LoadingScreen({ text }: { text: string }) {
  return (
    <div className="page-state" role="status" aria-live="polite">
      <div className="page-state-inner">
        <span className="spinner" aria-hidden="true" />
        <p className="loading-text">{text}</p>
      </div>
    </div>
  );
}
