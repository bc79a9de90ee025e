import type { NavIcon as NavIconName } from '@taskwell/domain';
import {
  BadgeDollarSign,
  BookOpenText,
  Briefcase,
  Building2,
  CalendarClock,
  Clapperboard,
  CreditCard,
  FolderOpen,
  House,
  ListChecks,
  Loader,
  type LucideIcon,
  Mail,
  MessageCircleQuestionMark,
  MessageSquareQuote,
  Newspaper,
  Palette,
  Settings,
  Shield,
  Sparkles,
  Store,
  TrendingUp,
  UserRound,
  Users,
  Workflow,
} from 'lucide-react';

const glyphs: Record<NavIconName, LucideIcon> = {
  home: House,
  team: Users,
  'how-it-works': Workflow,
  features: Sparkles,
  consulting: Briefcase,
  pricing: BadgeDollarSign,
  testimonials: MessageSquareQuote,
  investors: TrendingUp,
  faq: MessageCircleQuestionMark,
  news: Newspaper,
  contact: Mail,
  privacy: Shield,
  demos: Clapperboard,
  tasks: ListChecks,
  queue: Loader,
  automations: CalendarClock,
  assets: FolderOpen,
  knowledge: BookOpenText,
  creator: Palette,
  store: Store,
  settings: Settings,
  profile: UserRound,
  organization: Building2,
  billing: CreditCard,
};

/** Props of {@link NavIcon}. */
export interface NavIconProps {
  /** The meaning of the item, as the domain's navigation names it. */
  name: NavIconName;
  /** Width and height in pixels (default 16). */
  size?: number;
}

/** The glyph of a navigation item (spec §2: an item has an icon); decorative, its label names it. */
export function NavIcon({ name, size = 16 }: NavIconProps) {
  const Glyph = glyphs[name];
  return <Glyph aria-hidden size={size} />;
}
