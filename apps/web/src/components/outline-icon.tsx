// Outline icons (24×24, after Tabler's set), drawn inline so the app needs no icon library.
export interface OutlineIconProps {
  /** The icon's SVG paths. */
  paths: readonly string[];
  size?: number;
  strokeWidth?: number;
}

export function OutlineIcon({ paths, size = 20, strokeWidth = 1.75 }: OutlineIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
