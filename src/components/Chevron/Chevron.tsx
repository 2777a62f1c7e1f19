import { DecorativeSvg } from '../DecorativeSvg/DecorativeSvg';

/** A small downward chevron; rotated by CSS when its disclosure is expanded. */
export function Chevron({ className }: { className?: string }) {
  return (
    <DecorativeSvg className={className} viewBox="0 0 16 16" width="16" height="16">
      <path
        d="m4 6 4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </DecorativeSvg>
  );
}
