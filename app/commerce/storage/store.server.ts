/** The shop's one object store, chosen by the settings at first use (config.server.ts). */
import { dataDir } from '../../utils/env.server';
import { s3Settings } from './config.server';
import { localObjectStore } from './local-store.server';
import type { ObjectStore } from './object-store';
import { s3ObjectStore } from './s3-store.server';

let store: ObjectStore | undefined;

export function objectStore(): ObjectStore {
  if (!store) {
    const settings = s3Settings();
    store = settings ? s3ObjectStore(settings) : localObjectStore(dataDir());
  }
  return store;
}
