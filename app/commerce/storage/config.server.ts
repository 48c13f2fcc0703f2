/**
 * Where shared files go: S3-compatible object storage when its four settings are given, the
 * local disk under DATA_DIR otherwise. Half of them given is a mistake that fails the start.
 */
type Source = Record<string, string | undefined>;

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** https://host/bucket/key (MinIO, stand-ins) instead of https://bucket.host/key. */
  forcePathStyle: boolean;
}

const REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const DEFAULT_REGION = 'ru-central1';

const value = (source: Source, name: string) => (source[name] ?? '').trim();

/** Why the storage settings cannot be used, one line each; [] when they can (or none is set). */
export function storageConfigProblems(source: Source = process.env): string[] {
  const missing = REQUIRED.filter((name) => value(source, name) === '');
  const problems: string[] = [];
  if (missing.length > 0 && missing.length < REQUIRED.length)
    problems.push(
      `object storage: ${missing.join(', ')} not set; give all of ${REQUIRED.join(', ')} for S3, or none for the local disk`,
    );
  const endpoint = value(source, 'S3_ENDPOINT');
  if (endpoint !== '' && !/^https?:\/\/[^\s/]+/.test(endpoint))
    problems.push(
      `S3_ENDPOINT is ${endpoint}: give the service's address, e.g. https://storage.yandexcloud.net`,
    );
  const pathStyle = value(source, 'S3_FORCE_PATH_STYLE');
  if (!['', 'true', 'false', '1', '0'].includes(pathStyle))
    problems.push(`S3_FORCE_PATH_STYLE is ${pathStyle}: use true or false`);
  return problems;
}

/** The S3 settings, or null for the local disk; throws on settings that cannot be used. */
export function s3Settings(source: Source = process.env): S3Settings | null {
  const problems = storageConfigProblems(source);
  if (problems.length > 0) throw new Error(problems.join('; '));
  if (value(source, 'S3_ENDPOINT') === '') return null;
  return {
    endpoint: value(source, 'S3_ENDPOINT'),
    bucket: value(source, 'S3_BUCKET'),
    accessKeyId: value(source, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: value(source, 'S3_SECRET_ACCESS_KEY'),
    region: value(source, 'S3_REGION') || DEFAULT_REGION,
    forcePathStyle: ['true', '1'].includes(value(source, 'S3_FORCE_PATH_STYLE')),
  };
}
