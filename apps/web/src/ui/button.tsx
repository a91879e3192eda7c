import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: 'primary' | 'success' | 'secondary' | 'ghost';
  size?: 'medium' | 'large';
  block?: boolean;
};

export function Button({
  variant = 'secondary',
  size = 'medium',
  block = false,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], block && styles.block, className];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...props} />;
}
