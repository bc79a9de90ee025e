export {
  type CheckoutOutcome,
  CheckoutPanel,
  type CheckoutPanelProps,
  type CheckoutPanelState,
  type CheckoutPurpose,
  checkoutOutcomeMessage,
} from './checkout-panel.tsx';
