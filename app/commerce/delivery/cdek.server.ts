import { z } from 'zod';

// СДЭК's API v2 for pickup points: OAuth client credentials, the city's СДЭК code, its offices
// and the price and days of the parcel tariff there. Field names follow СДЭК's API v2 as its
// public SDKs use it (docs/decisions/0047-pickup-points.md says what was not checked against СДЭК).

export interface CdekSettings {
  clientId: string;
  clientSecret: string;
  /** https://api.cdek.ru/v2 (https://api.edu.cdek.ru/v2 is СДЭК's test environment). */
  apiUrl: string;
  /** The СДЭК city code parcels leave from (44: Moscow). */
  fromCityCode: number;
  /** The tariff of a parcel from office to office (136). */
  tariffCode: number;
  timeoutMs?: number;
}

export interface PickupPoint {
  code: string;
  name: string;
  address: string;
  workTime: string;
  lat: number;
  lon: number;
  /** PVZ (an office) or POSTAMAT (a parcel locker). */
  type: string;
}

export interface CdekTariff {
  /** Whole roubles, rounded up. */
  price: number;
  daysMin: number;
  daysMax: number;
  tariffCode: number;
}

/** СДЭК could not be reached or refused the request (`status`: its HTTP answer, when there was one). */
export class CdekError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

const TokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const CitySchema = z.object({ code: z.number().int(), city: z.string() });
const PointSchema = z.object({
  code: z.string(),
  name: z.string().optional(),
  type: z.string().optional(),
  work_time: z.string().optional(),
  location: z.object({
    address: z.string().optional(),
    address_full: z.string().optional(),
    latitude: z.number(),
    longitude: z.number(),
  }),
});
const TariffSchema = z.object({
  delivery_sum: z.number(),
  period_min: z.number().int(),
  period_max: z.number().int(),
});

const OrderInfoSchema = z.object({
  entity: z.object({
    cdek_number: z.union([z.string(), z.number()]).transform(String).optional(),
    statuses: z.array(z.object({ code: z.string(), date_time: z.string().optional() })).optional(),
  }),
});

/** What one pair of shoes in its box weighs and measures, for the tariff (grams, cm). */
const SHOE_BOX = { weight: 1500, length: 35, width: 25, height: 15 } as const;

/** A СДЭК API v2 client: its token is kept until shortly before it expires. */
export function cdekClient(settings: CdekSettings) {
  const base = settings.apiUrl.replace(/\/+$/, '');
  let token: { value: string; until: number } | null = null;

  async function send(path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        headers: { Accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(settings.timeoutMs ?? 8_000),
      });
    } catch (error) {
      throw new CdekError(`СДЭК is unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) {
      throw new CdekError(`СДЭК answered ${response.status}: ${text.slice(0, 300)}`, response.status);
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new CdekError('СДЭК answered with malformed JSON');
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    });
    const parsed = TokenSchema.safeParse(
      await send('/oauth/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      }),
    );
    if (!parsed.success) throw new CdekError('СДЭК answered with an unexpected token');
    // A minute early, so a token never expires between the check and the call.
    token = { value: parsed.data.access_token, until: Date.now() + (parsed.data.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call<T>(
    schema: z.ZodType<T>,
    path: string,
    init: RequestInit = { method: 'GET' },
  ): Promise<T> {
    const authorized = async () =>
      send(path, { ...init, headers: { ...init.headers, Authorization: `Bearer ${await accessToken()}` } });
    const kept = token !== null;
    let answer: unknown;
    try {
      answer = await authorized();
    } catch (error) {
      // A kept token СДЭК no longer accepts (revoked, or the account's secret changed): one new one.
      if (!kept || !(error instanceof CdekError) || error.status !== 401) throw error;
      token = null;
      answer = await authorized();
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new CdekError(`СДЭК answered ${path} with an unexpected body`);
    return parsed.data;
  }

  return {
    /** The СДЭК code of a Russian city by its name; null when СДЭК does not serve it. */
    async cityCode(name: string): Promise<number | null> {
      const query = new URLSearchParams({ country_codes: 'RU', city: name });
      const cities = await call(z.array(CitySchema), `/location/cities?${query}`);
      return cities.find((city) => city.city === name)?.code ?? cities[0]?.code ?? null;
    },
    /** The city's pickup offices and parcel lockers. */
    async pickupPoints(cityCode: number): Promise<PickupPoint[]> {
      const query = new URLSearchParams({ city_code: String(cityCode), type: 'ALL' });
      const points = await call(z.array(PointSchema), `/deliverypoints?${query}`);
      return points.map((point) => ({
        code: point.code,
        name: point.name ?? '',
        address: point.location.address_full ?? point.location.address ?? '',
        workTime: point.work_time ?? '',
        lat: point.location.latitude,
        lon: point.location.longitude,
        type: point.type ?? 'PVZ',
      }));
    },
    /**
     * The latest status code of a parcel by its СДЭК number ('ACCEPTED_AT_PICK_UP_POINT',
     * 'DELIVERED' …), as СДЭК itself tells it: a notification's own word is never taken.
     */
    async parcelStatus(cdekNumber: string): Promise<string | null> {
      const query = new URLSearchParams({ cdek_number: cdekNumber });
      const { entity } = await call(OrderInfoSchema, `/orders?${query}`);
      if (entity.cdek_number !== undefined && entity.cdek_number !== cdekNumber) return null;
      // Newest last whatever order СДЭК lists them in (ISO times with an offset compare as dates).
      const latest = [...(entity.statuses ?? [])].sort(
        (a, b) => Date.parse(a.date_time ?? '') - Date.parse(b.date_time ?? ''),
      );
      return latest.at(-1)?.code ?? null;
    },
    /** Price and days of `boxes` pairs, each in its own box, to an office in the city. */
    async tariff(cityCode: number, boxes = 1): Promise<CdekTariff> {
      const answer = await call(TariffSchema, '/calculator/tariff', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          tariff_code: settings.tariffCode,
          from_location: { code: settings.fromCityCode },
          to_location: { code: cityCode },
          packages: Array.from({ length: Math.max(1, boxes) }, () => SHOE_BOX),
        }),
      });
      return {
        price: Math.ceil(answer.delivery_sum),
        daysMin: answer.period_min,
        daysMax: answer.period_max,
        tariffCode: settings.tariffCode,
      };
    },
  };
}
