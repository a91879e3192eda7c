/**
 * The six reactions, drawn by Quad: the same on every device, with or without a colour emoji
 * font. Named by `label` (role img), or decorative when a text beside it says the reaction.
 */
import type { Reaction } from '@quad/contract';
import type { ReactNode } from 'react';

const FACE = '#f7b928';
const FEATURE = '#5b3a0b';

/** Eyes, brows and mouths in the feature colour. */
const features = (paths: ReactNode) => (
  <g fill="none" stroke={FEATURE} strokeWidth={1.4} strokeLinecap="round" strokeLinejoin="round">
    {paths}
  </g>
);

const DRAWINGS: Record<Reaction, ReactNode> = {
  like: (
    <>
      <circle cx="12" cy="12" r="12" fill="#1877f2" />
      <g fill="#fff">
        <rect x="5.5" y="10.8" width="3" height="7.2" rx="0.8" />
        <path d="M9.6 10.9 12 6.6a1.4 1.4 0 0 1 2.5 1.1l-.6 2.6h2.7a1.5 1.5 0 0 1 1.5 1.8l-1 4.6A1.7 1.7 0 0 1 15.5 18H9.6z" />
      </g>
    </>
  ),
  love: (
    <>
      <circle cx="12" cy="12" r="12" fill="#f0284a" />
      <path
        d="M12 18.2s-5.6-3.4-5.6-7.3A3 3 0 0 1 12 9.3a3 3 0 0 1 5.6 1.6c0 3.9-5.6 7.3-5.6 7.3z"
        fill="#fff"
      />
    </>
  ),
  haha: (
    <>
      <circle cx="12" cy="12" r="12" fill={FACE} />
      {features(<path d="m6.5 7.6 2.8 1.5-2.8 1.5m11-3-2.8 1.5 2.8 1.5" />)}
      <path d="M5.8 12.6h12.4a6.2 6.2 0 0 1-12.4 0z" fill={FEATURE} />
      <path d="M8.6 16.9a4.2 2.4 0 0 1 6.8 0 6.2 6.2 0 0 1-6.8 0z" fill="#f25268" />
    </>
  ),
  wow: (
    <>
      <circle cx="12" cy="12" r="12" fill={FACE} />
      {features(<path d="M6.3 6.6q1.6-1.3 3.5-.5m8 .5q-1.6-1.3-3.5-.5" />)}
      <g fill={FEATURE}>
        <ellipse cx="8.2" cy="9.6" rx="1.3" ry="1.8" />
        <ellipse cx="15.8" cy="9.6" rx="1.3" ry="1.8" />
        <ellipse cx="12" cy="16.4" rx="2.6" ry="3.3" />
      </g>
    </>
  ),
  sad: (
    <>
      <circle cx="12" cy="12" r="12" fill={FACE} />
      {features(<path d="m6.2 8.4 3.4-1.4m8.2 1.4-3.4-1.4M8.6 18a4.2 3 0 0 1 6.8 0" />)}
      <g fill={FEATURE}>
        <ellipse cx="8.3" cy="11" rx="1.2" ry="1.5" />
        <ellipse cx="15.7" cy="11" rx="1.2" ry="1.5" />
      </g>
      <path
        d="M17.4 12.8c-1 1.5-1.5 2.3-1.5 3a1.5 1.5 0 0 0 3 0c0-.7-.5-1.5-1.5-3z"
        fill="#4a9ff5"
      />
    </>
  ),
  angry: (
    <>
      <circle cx="12" cy="12" r="12" fill="#f26b3a" />
      {features(<path d="m6 8.6 4 1.6m8-1.6-4 1.6M8.8 18a3.6 2.4 0 0 1 6.4 0" />)}
      <g fill={FEATURE}>
        <ellipse cx="8.6" cy="12.2" rx="1.2" ry="1.3" />
        <ellipse cx="15.4" cy="12.2" rx="1.2" ry="1.3" />
      </g>
    </>
  ),
};

interface ReactionIconProps {
  reaction: Reaction;
  /** The reaction's name, for an icon that stands alone; none for one beside its name. */
  label?: string;
  size?: number;
  className?: string;
}

export function ReactionIcon({ reaction, label, size = 20, className }: ReactionIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {DRAWINGS[reaction]}
    </svg>
  );
}
