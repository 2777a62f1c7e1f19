import { DashboardPanel } from '../../components/HeroArt/HeroArt';
import { DecorativeSvg } from '../../components/DecorativeSvg/DecorativeSvg';

/** Decorative hero illustration: a compliance dashboard with a shield, scan bars and a check list. */
export function HeroIllustration() {
  return (
    <DecorativeSvg viewBox="0 0 420 320" width="420" height="320">
      <DashboardPanel headingWidths={[130, 90]} />
      <g fill="#5eead4">
        <rect x="44" y="206" width="22" height="34" rx="4" />
        <rect x="76" y="182" width="22" height="58" rx="4" />
        <rect x="108" y="194" width="22" height="46" rx="4" />
        <rect x="140" y="160" width="22" height="80" rx="4" />
        <rect x="172" y="150" width="22" height="90" rx="4" fill="#7aa2ff" />
      </g>
      <g stroke="#5eead4" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" fill="none">
        <path d="m222 100 7 7 13-13" />
        <path d="m222 136 7 7 13-13" />
        <path d="m222 172 7 7 13-13" />
      </g>
      <g fill="#c6d2e4" opacity=".6">
        <rect x="254" y="96" width="64" height="10" rx="5" />
        <rect x="254" y="132" width="52" height="10" rx="5" />
        <rect x="254" y="168" width="60" height="10" rx="5" />
      </g>
      <path
        d="M330 118 270 142v46c0 41 26 74 60 86 34-12 60-45 60-86v-46l-60-24Z"
        fill="#1f4fd1"
        stroke="#7aa2ff"
        strokeWidth="3"
      />
      <path
        d="m305 196 18 18 34-38"
        fill="none"
        stroke="#fff"
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </DecorativeSvg>
  );
}
