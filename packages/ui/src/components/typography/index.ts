export {
  Anchor,
  type AnchorProps,
  Grid,
  type GridProps,
  Text,
  type TextProps,
  Title,
  type TitleProps,
} from './typography.tsx';
