export { type PaymentMethodChoice, PaymentMethodForm, type PaymentMethodFormProps } from './payment-method-form.tsx';
