import type { Db } from '../client.server';

export interface SeedOptions {
  /** How many catalogue products (models) to create; each gets one to three colours. */
  products: number;
}

/**
 * Fills an empty database with the deterministic demo shop. Steps live in their own files
 * (locations, catalogue, content) and run in order; each is a pure function of the options.
 */
export async function seedDatabase(_db: Db, _options: SeedOptions): Promise<void> {
  // Filled by the seed steps.
}
