export { PinInput, type PinInputProps, pinLength } from './pin-input.tsx';
