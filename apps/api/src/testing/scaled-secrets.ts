import { randomBytes } from 'node:crypto';

/**
 * The settings an API process started with DATABASE_URL must be given (decision 114): fresh keys,
 * the same for every process of one test that must accept each other's sessions.
 */
export function scaledSecrets(): { SESSION_SIGNING_KEY: string; SOCIAL_TOKEN_KEY: string; AI_SECRETS_KEY: string } {
  return {
    SESSION_SIGNING_KEY: randomBytes(32).toString('base64url'),
    SOCIAL_TOKEN_KEY: randomBytes(32).toString('base64url'),
    AI_SECRETS_KEY: randomBytes(32).toString('base64url'),
  };
}
