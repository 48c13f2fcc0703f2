// The offline IP database (geoip-lite, GeoLite2 data shipped in the package). Loading it takes
// a fraction of a second and about 150 MB of memory, so it is imported on the first lookup,
// not at start-up: a server that never sees a new visitor never pays for it.

import type * as GeoIpModule from 'geoip-lite';
import { isPrivateAddress } from './client-ip';

export interface IpLocation {
  country: string;
  lat: number;
  lon: number;
  /** Accuracy radius in kilometres, as the database states it. */
  accuracyKm: number;
}

type GeoIp = typeof GeoIpModule;
let loading: Promise<GeoIp> | undefined;

function geoip(): Promise<GeoIp> {
  loading ??= import('geoip-lite').then((module) =>
    'default' in module ? (module.default as GeoIp) : module,
  );
  return loading;
}

/** Where an address is, per the IP database; null for private or unknown addresses. */
export async function locateIp(ip: string): Promise<IpLocation | null> {
  if (isPrivateAddress(ip)) return null;
  const found = (await geoip()).lookup(ip);
  if (!found || !Array.isArray(found.ll)) return null;
  const [lat, lon] = found.ll;
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  return { country: found.country, lat, lon, accuracyKm: found.area ?? 0 };
}
