import {
  BadgeCheck,
  Bell,
  Cloud,
  FileBarChart,
  Handshake,
  Landmark,
  MessageSquareText,
  MonitorCheck,
  Radar,
  RefreshCcw,
  ScanSearch,
  TicketCheck,
  type LucideIcon,
} from 'lucide-react';

/** The icons content files may name; lucide is tree-shaken, so only these ship. */
const icons = {
  scan: ScanSearch,
  report: FileBarChart,
  monitor: MonitorCheck,
  ticket: TicketCheck,
  landmark: Landmark,
  automation: RefreshCcw,
  evidence: BadgeCheck,
  partner: Handshake,
  plain: MessageSquareText,
  radar: Radar,
  bell: Bell,
  cloud: Cloud,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

/** A decorative icon (hidden from assistive technology). */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Component = icons[name];
  return <Component size={size} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
