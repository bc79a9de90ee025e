export { Textarea, type TextareaProps, TextInput, type TextInputProps } from './text-input.tsx';
