/**
 * A line icon drawn for Quad; decorative, so hidden from assistive technology. An icon that points
 * back or forward is mirrored right to left (`data-mirrored`, global.css).
 */
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export const icon = (paths: ReactNode, filled = false, mirrored = false) =>
  function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        data-mirrored={mirrored || undefined}
        {...props}
      >
        {paths}
      </svg>
    );
  };
