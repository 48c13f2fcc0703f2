// The latest-build file of docs/product.md#new-version, docs/product.md#api-calls: the build (vite.config.ts) writes the build id (the client
// manifest's version) to build/version.txt. Read on every poll, not once: a deployment that
// replaces build/ under a running server answers the new id at once.

import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the running build keeps its id (the server runs from the project root). */
export const LATEST_BUILD_FILE = path.resolve('build', 'version.txt');

/** The id of the newest deployed build, or null when the file is missing or empty. */
export async function readLatestBuild(file = LATEST_BUILD_FILE): Promise<string | null> {
  try {
    const id = (await readFile(file, 'utf8')).trim();
    return id === '' ? null : id;
  } catch {
    return null;
  }
}
