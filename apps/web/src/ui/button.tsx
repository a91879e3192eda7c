import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

interface ButtonLook {
  variant?: 'primary' | 'success' | 'secondary' | 'ghost';
  size?: 'medium' | 'large';
  block?: boolean;
}

type ButtonProps = ComponentPropsWithRef<'button'> & ButtonLook;

/** The classes of a button's look, for a link that must look like one. */
export const buttonClassName = ({
  variant = 'secondary',
  size = 'medium',
  block = false,
}: ButtonLook = {}) =>
  [styles.button, styles[variant], styles[size], block && styles.block].filter(Boolean).join(' ');

export function Button({
  variant = 'secondary',
  size = 'medium',
  block = false,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = [buttonClassName({ variant, size, block }), className];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...props} />;
}
