import './loading-overlay.css';

/** The full-screen spinner shown while the loading flag is set (SPEC.md 2.16). */
export function LoadingOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading, please wait</span>
    </div>
  );
}
