import { DomainError } from '../errors/domain-error.ts';

/**
 * The refusal of a new run of a listing its creator withdrew (issue 41): its buyers still read it,
 * their past runs and results, but it is no longer sold.
 */
export function notOnSale(): DomainError {
  return new DomainError(
    'conflict',
    'listing_withdrawn',
    'This task is no longer sold: its creator withdrew it from the AI Store. Your past runs and their results stay yours.',
  );
}
