import { Clock, type LucideIcon, Mail, Users } from 'lucide-react';

/** spec §3 contact item: title, description, icon; with a link where there is one. */
export interface ContactItem {
  /** The card's heading. */
  title: string;
  /** What to know or do. */
  description: string;
  /** The card's picture. */
  icon: LucideIcon;
  /** Where the description leads, when it is an address. */
  href?: string;
}

/** A company profile on a social network. */
export interface SocialLink {
  /** The network's name, shown as the link text. */
  label: string;
  /** The company's page there. */
  href: string;
}

/** Ways to reach the Taskwell team (replace freely). spec §9: a reply within 24 hours. */
export const contactItems: readonly ContactItem[] = [
  {
    title: 'E-mail',
    description: 'hello@taskwell.dev',
    icon: Mail,
    href: 'mailto:hello@taskwell.dev',
  },
  {
    title: 'A reply within 24 hours',
    description: 'We reply to every message within 24 hours on working days.',
    icon: Clock,
  },
  {
    title: 'Teams and consulting',
    description: 'Tell us about your team and the jobs you would like to hand over; we suggest where to start.',
    icon: Users,
  },
];

export const socialLinks: readonly SocialLink[] = [{ label: 'LinkedIn', href: 'https://www.linkedin.com/' }];
