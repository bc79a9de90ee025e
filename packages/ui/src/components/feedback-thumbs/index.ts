export { FeedbackThumbs, type FeedbackThumbsProps, type FeedbackValue, type Rating } from './feedback-thumbs.tsx';
