import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir, env } from './env.server';
import { type GENERATED_SECRETS, isProduction } from './shop-mode.server';
import { logger } from './log.server';

const log = logger('secrets');

type SecretName = (typeof GENERATED_SECRETS)[number];

const generated = new Map<SecretName, string>();

/**
 * A secret from the environment, or one generated once and kept in DATA_DIR/secrets.json,
 * so `npm start` needs no configuration and no secret is ever written in code. Production
 * never generates one (the server does not start without them: shop-mode.server.ts); this
 * throw only guards a tool that skips that check.
 */
export function secret(name: SecretName): string {
  const fromEnv = env()[name];
  if (fromEnv) return fromEnv;
  const known = generated.get(name);
  if (known) return known;
  if (isProduction()) throw new Error(`${name} is not set: SHOP_MODE=production never generates secrets`);

  const file = path.join(dataDir(), 'secrets.json');
  let stored: Partial<Record<SecretName, string>> = {};
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof stored;
  } catch {
    // First start: no file yet.
  }
  let value = stored[name];
  if (!value) {
    value = randomBytes(32).toString('base64url');
    stored[name] = value;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    log.warn(`${name} is not set: generated a random one and kept it in ${file}`);
  }
  generated.set(name, value);
  return value;
}
