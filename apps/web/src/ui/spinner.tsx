import styles from './spinner.module.css';

interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number;
  label?: string;
}

export function Spinner({ size = 20, label = 'Loading' }: SpinnerProps) {
  return (
    <span
      className={styles.spinner}
      role="progressbar"
      aria-label={label}
      style={{ width: size, height: size, borderWidth: Math.max(2, Math.round(size / 9)) }}
    />
  );
}
