export {
  Accordion,
  type AccordionItem,
  type AccordionProps,
  Collapsible,
  type CollapsibleProps,
} from './collapsible.tsx';
