export { type CreditTopUpOffer, CreditTopUps, type CreditTopUpsProps } from './credit-top-ups.tsx';
