export { Badge, type BadgeProps, type BadgeTone, FilterBadge, type FilterBadgeProps } from './badge.tsx';
