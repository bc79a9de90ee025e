export { PricingCard, type PricingCardFeature, type PricingCardProps } from './pricing-card.tsx';
