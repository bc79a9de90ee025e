export { PaymentDetails, type PaymentDetailsProps } from './payment-details.tsx';
