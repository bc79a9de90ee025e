export { type Weekday, WeekdayPicker, type WeekdayPickerProps, weekdays } from './weekday-picker.tsx';
