import './spinner.css';

interface SpinnerProps {
  /** Announced to assistive technology; omit for a purely decorative spinner. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const circle = <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  if (!label) return circle;
  return (
    <span role="status" className="spinner-wrapper">
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the available space, for whole-page or whole-panel loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="page-spinner" aria-busy="true">
      <Spinner label={label} size="lg" />
    </div>
  );
}
