import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { BACKGROUNDS, backgroundStyle } from './backgrounds';
import styles from './background-chooser.module.css';

interface BackgroundChooserProps {
  value: string;
  onChange: (background: string) => void;
}

/** "No background" and the 9 presets, as radios: Tab reaches the chosen one, arrows move. */
export function BackgroundChooser({ value, onChange }: BackgroundChooserProps) {
  const { t } = useLingui();
  const name = useId();
  const choices = [{ path: '', label: t`No background` }].concat(
    BACKGROUNDS.map((path, index) => ({ path, label: t`Background ${{ number: index + 1 }}` })),
  );
  return (
    <div role="radiogroup" aria-label={t`Background`} className={styles.backgrounds}>
      {choices.map((choice) => (
        <label key={choice.path} className={styles.swatch} title={choice.label}>
          <input
            type="radio"
            name={name}
            className="visually-hidden"
            aria-label={choice.label}
            checked={value === choice.path}
            onChange={() => onChange(choice.path)}
          />
          <span
            aria-hidden="true"
            className={choice.path ? styles.swatchImage : styles.swatchNone}
            style={choice.path ? backgroundStyle(choice.path) : undefined}
          />
        </label>
      ))}
    </div>
  );
}
