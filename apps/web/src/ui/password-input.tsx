import { useLingui } from '@lingui/react/macro';
import { useState, type ComponentPropsWithRef } from 'react';
import { EyeIcon, EyeOffIcon } from './eye-icons';
import styles from './password-input.module.css';

export type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** Lets two fields share one toggle (the reset wizard's new password and confirmation). */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  showToggle?: boolean;
};

export function PasswordInput({
  visible,
  onVisibleChange,
  showToggle = true,
  className,
  ...props
}: PasswordInputProps) {
  const { t } = useLingui();
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = visible ?? ownVisible;
  const toggle = () => {
    setOwnVisible(!shown);
    onVisibleChange?.(!shown);
  };
  return (
    <div className={styles.wrapper}>
      <input
        {...props}
        type={shown ? 'text' : 'password'}
        className={[styles.input, className].filter(Boolean).join(' ')}
      />
      {showToggle && (
        <button
          type="button"
          className={styles.toggle}
          aria-label={shown ? t`Hide password` : t`Show password`}
          onClick={toggle}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      )}
    </div>
  );
}
