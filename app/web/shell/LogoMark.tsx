import type { SVGProps } from 'react';

/**
 * Tessera's mark: four tesserae, the two off the diagonal each cut into a pair of triangles.
 * Drawn in `currentColor`, so it takes the colour of its surroundings; decorative, as the
 * product name always stands next to it.
 */
export function LogoMark({ size = 24, ...props }: { size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M3.5 2h7A1.5 1.5 0 0 1 12 3.5v7a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 2 10.5v-7A1.5 1.5 0 0 1 3.5 2Z" />
      <path d="M14 2h6.5A1.5 1.5 0 0 1 22 3.5V10L14 2Z" opacity="0.5" />
      <path d="M13 4v6.5a1.5 1.5 0 0 0 1.5 1.5H21L13 4Z" opacity="0.8" />
      <path d="M2 14v6.5A1.5 1.5 0 0 0 3.5 22H10L2 14Z" opacity="0.8" />
      <path d="M4 13h6.5a1.5 1.5 0 0 1 1.5 1.5V21L4 13Z" opacity="0.5" />
      <rect x="13" y="13" width="9" height="9" rx="1.5" />
    </svg>
  );
}
