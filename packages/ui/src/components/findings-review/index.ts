export { FindingsReview, type FindingsReviewProps, type ReviewedFinding } from './findings-review.tsx';
