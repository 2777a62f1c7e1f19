import {
  BadgeCheck,
  BrainCircuit,
  Building2,
  ChartNoAxesCombined,
  CircleGauge,
  Cloud,
  FileBarChart,
  FileStack,
  FolderSync,
  Handshake,
  Landmark,
  LayoutGrid,
  ListChecks,
  LockKeyhole,
  MessageSquareText,
  MonitorCheck,
  PiggyBank,
  Radar,
  RefreshCcw,
  ScanSearch,
  Settings2,
  ShieldCheck,
  SlidersHorizontal,
  Tags,
  Target,
  TicketCheck,
  Users,
  Zap,
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
  cloud: Cloud,
  migrate: FolderSync,
  gap: ChartNoAxesCombined,
  oversight: ShieldCheck,
  config: Settings2,
  checklist: ListChecks,
  target: Target,
  impact: Zap,
  tags: Tags,
  insight: BrainCircuit,
  savings: PiggyBank,
  people: Users,
  uptime: CircleGauge,
  solutions: LayoutGrid,
  documents: FileStack,
  controls: SlidersHorizontal,
  credit: Building2,
  privacy: LockKeyhole,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

/** A decorative icon (hidden from assistive technology). */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Component = icons[name];
  return <Component size={size} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
