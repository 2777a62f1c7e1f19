import type { LucideIcon } from 'lucide-react';
import styles from './HeroArt.module.css';
import { DecorativeSvg } from '../DecorativeSvg/DecorativeSvg';

/** The rows of the panel: a check and a line of text each, of these widths. */
const rows = [128, 100, 140, 88] as const;

/**
 * The dark dashboard window both hero illustrations draw (this one and the home page's): its
 * frame, title bar with three dots, and two heading lines of the given widths. SVG content only.
 */
export function DashboardPanel({
  headingWidths: [title, subtitle],
}: {
  headingWidths: readonly [number, number];
}) {
  return (
    <>
      <rect x="20" y="30" width="320" height="230" rx="18" fill="#142c52" stroke="#2a426b" />
      <rect x="20" y="30" width="320" height="38" rx="18" fill="#1c3867" />
      <circle cx="46" cy="49" r="6" fill="#5eead4" />
      <circle cx="66" cy="49" r="6" fill="#7aa2ff" />
      <circle cx="86" cy="49" r="6" fill="#c6d2e4" />
      <rect x="44" y="92" width={title} height="12" rx="6" fill="#c6d2e4" opacity=".7" />
      <rect x="44" y="116" width={subtitle} height="10" rx="5" fill="#c6d2e4" opacity=".4" />
    </>
  );
}

/**
 * A page hero's decorative illustration, in the home hero's style: a dark dashboard panel with
 * checked rows and, on a brand tile, the section's icon (each page passes its own, so only that
 * icon ships with the page). Hidden from assistive technology: it says nothing the page does not.
 */
export function HeroArt({ icon: Glyph }: { icon: LucideIcon }) {
  return (
    <DecorativeSvg className={styles.art} viewBox="0 0 420 320" width="420" height="320">
      <DashboardPanel headingWidths={[150, 96]} />
      {rows.map((width, index) => {
        const y = 152 + index * 26;
        return (
          <g key={y}>
            <path
              d={`m46 ${y} 5 5 10-10`}
              fill="none"
              stroke="#5eead4"
              strokeWidth="3.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <rect x="72" y={y - 5} width={width} height="10" rx="5" fill="#c6d2e4" opacity=".55" />
          </g>
        );
      })}
      <circle cx="372" cy="74" r="26" fill="none" stroke="#5eead4" strokeWidth="3" opacity=".5" />
      <circle cx="372" cy="74" r="9" fill="#5eead4" opacity=".8" />
      <rect
        x="244"
        y="142"
        width="150"
        height="150"
        rx="30"
        fill="#1f4fd1"
        stroke="#7aa2ff"
        strokeWidth="3"
      />
      <g color="#ffffff">
        <Glyph
          className={styles.glyph}
          x="279"
          y="177"
          width="80"
          height="80"
          strokeWidth={1.75}
          aria-hidden="true"
          focusable="false"
        />
      </g>
    </DecorativeSvg>
  );
}
