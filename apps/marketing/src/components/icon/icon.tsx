import type { LucideIcon } from 'lucide-react';
import * as styles from './icon.css.ts';

export interface IconProps {
  /** The picture, from the design system's icon set (lucide). */
  icon: LucideIcon;
}

/**
 * spec §3: the icon of a feature, consulting offer, FAQ entry or contact item, in the accent
 * colour on a soft tile. Decorative: the title beside it names the item, so it is hidden from
 * assistive technology.
 */
export function Icon({ icon: Picture }: IconProps) {
  return (
    <span className={styles.tile}>
      <Picture aria-hidden size={22} strokeWidth={1.8} />
    </span>
  );
}
