// Cookie tests sign with a secret they know, and leave the environment as they found it.
import { afterAll, beforeEach } from 'vitest';
import { resetEnvForTests } from '~/utils/env.server';

/** Every test of the calling file runs with SESSION_SECRET set to `secret`. */
export function withSessionSecret(secret: string): void {
  beforeEach(() => {
    process.env.SESSION_SECRET = secret;
    resetEnvForTests();
  });
  afterAll(() => {
    delete process.env.SESSION_SECRET;
    resetEnvForTests();
  });
}
