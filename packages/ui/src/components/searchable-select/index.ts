export { SearchableSelect, type SearchableSelectProps, type SelectOption } from './searchable-select.tsx';
