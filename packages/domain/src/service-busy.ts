/**
 * What a user is told when a request could not be served because a part of the service is down
 * for a moment (issue 42: the API's 503 with Retry-After carries these words, and the studio
 * shows them, keeping what the user typed or chose).
 */
export const serviceBusyMessage = 'The service is busy, try again in a moment.';
