import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_MAX_AGE_SECONDS,
  captureLanding,
  cleanValue,
  isFresh,
  isPaidMedium,
  primaryLanguage,
} from './attribution-capture';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const HEADERS = {
  referrer: 'https://yandex.ru/search/?text=кроссовки',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
  acceptLanguage: 'ru-RU,ru;q=0.9,en;q=0.8',
};
const SESSION = '0b9a4b7e-6d0e-4c52-9a51-3f2f3e1f2a10';
const landing = (query: string, current: Parameters<typeof captureLanding>[3] = { clickId: null }) =>
  captureLanding(new URL(`https://shop.test/catalog/?${query}`), HEADERS, NOW, current, () => SESSION);

// docs/product.md#flows, written out here rather than read from the module under test.
const PAID =
  'cpc ppc cpa cpm display banner paid social-paid retargeting affiliate video native influencer push email-paid remarketing paidsearch shopping sponsored';

describe('the paid medium list (spec §4)', () => {
  it.each(PAID.split(' '))('%s is paid', (medium) => {
    expect(isPaidMedium(medium)).toBe(true);
  });

  it.each(['organic', 'email', 'referral', 'social', 'cpc2', '', 'none'])('%j is not', (medium) => {
    expect(isPaidMedium(medium)).toBe(false);
  });

  it('ignores case and surrounding spaces', () => {
    expect(isPaidMedium(' CPC ')).toBe(true);
    expect(isPaidMedium(null)).toBe(false);
  });
});

describe('a landing with UTM parameters', () => {
  it('with a paid medium keeps all five values and the landing URL', () => {
    const capture = landing(
      'utm_source=yandex&utm_medium=cpc&utm_campaign=winter_sale&utm_term=кроссовки&utm_content=banner1',
    );
    expect(capture).toEqual({
      utm: {
        utm_source: 'yandex',
        utm_medium: 'cpc',
        utm_campaign: 'winter_sale',
        utm_term: 'кроссовки',
        utm_content: 'banner1',
        url: 'https://shop.test/catalog/?utm_source=yandex&utm_medium=cpc&utm_campaign=winter_sale&utm_term=%D0%BA%D1%80%D0%BE%D1%81%D1%81%D0%BE%D0%B2%D0%BA%D0%B8&utm_content=banner1',
        capturedAt: '2026-11-24T12:00:00.000Z',
      },
    });
  });

  it('missing values are null, the medium is stored in lower case', () => {
    expect(landing('utm_medium=Display')).toEqual({
      utm: expect.objectContaining({
        utm_source: null,
        utm_medium: 'display',
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
      }),
    });
  });

  it('with an unpaid or missing medium stores nothing', () => {
    expect(landing('utm_source=newsletter&utm_medium=email&utm_campaign=nov')).toBeNull();
    expect(landing('utm_source=yandex&utm_campaign=nov')).toBeNull();
  });

  it('with a paid medium wins over a yclid on the same landing', () => {
    const capture = landing('utm_source=yandex&utm_medium=cpc&yclid=1234567890');
    expect(capture && 'utm' in capture).toBe(true);
  });

  it('with an unpaid medium lets the yclid be recorded', () => {
    const capture = landing('utm_medium=organic&yclid=1234567890');
    expect(capture && 'clickId' in capture && capture.clickId.yclid).toBe('1234567890');
  });
});

describe('a landing with a yclid', () => {
  it('records the click with the visit’s details and a yandex source', () => {
    expect(landing('yclid=5432109876543210')).toEqual({
      clickId: {
        timestamp: '2026-11-24T12:00:00.000Z',
        sessionId: SESSION,
        yclid: '5432109876543210',
        source: 'yandex',
        additionalInfo: {
          referrer: 'https://yandex.ru/search/?text=кроссовки',
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
          language: 'ru-RU',
          landingUrl: 'https://shop.test/catalog/?yclid=5432109876543210',
          screenWidth: null,
          screenHeight: null,
        },
      },
    });
  });

  it('the same yclid again keeps the first record; another one replaces it', () => {
    const first = landing('yclid=111');
    const clickId = first && 'clickId' in first ? first.clickId : null;
    expect(landing('yclid=111', { clickId })).toBeNull();
    expect(landing('yclid=222', { clickId })).toEqual({ clickId: expect.objectContaining({ yclid: '222' }) });
  });

  it('a page without either parameter changes nothing', () => {
    expect(landing('q=nike')).toBeNull();
  });
});

describe('overlong and hostile values', () => {
  it('UTM values are cut to 150 characters and the URL to 1024', () => {
    const long = 'a'.repeat(400);
    const capture = landing(`utm_medium=cpc&utm_campaign=${long}&utm_term=${'b'.repeat(3000)}`);
    if (!capture || !('utm' in capture)) throw new Error('expected UTM data');
    expect(capture.utm.utm_campaign).toBe('a'.repeat(150));
    expect(capture.utm.url.length).toBe(1024);
  });

  it('control characters are dropped and markup is kept as inert text', () => {
    const capture = landing(
      `utm_medium=cpc&utm_source=${encodeURIComponent('evil\r\nSet-Cookie: x=1')}&utm_campaign=${encodeURIComponent('<script>alert(1)</script>')}`,
    );
    if (!capture || !('utm' in capture)) throw new Error('expected UTM data');
    expect(capture.utm.utm_source).toBe('evilSet-Cookie: x=1');
    expect(capture.utm.utm_campaign).toBe('<script>alert(1)</script>');
  });

  it('a paid medium longer than the limit is not a paid medium', () => {
    expect(landing(`utm_medium=cpc${'x'.repeat(200)}`)).toBeNull();
  });

  it('a yclid that is not a plain token, or too long, records nothing', () => {
    expect(landing(`yclid=${encodeURIComponent('<img src=x>')}`)).toBeNull();
    expect(landing('yclid=123;drop')).toBeNull();
    expect(landing(`yclid=${'9'.repeat(101)}`)).toBeNull();
    expect(landing('yclid=')).toBeNull();
  });

  it('a referrer, user agent or language out of bounds is cut or left out, never refused', () => {
    const capture = captureLanding(
      new URL('https://shop.test/?yclid=77'),
      {
        referrer: `https://x.test/${'r'.repeat(5000)}`,
        userAgent: 'U'.repeat(1000),
        acceptLanguage: 'ru"><x',
      },
      NOW,
      { clickId: null },
      () => SESSION,
    );
    if (!capture || !('clickId' in capture)) throw new Error('expected a click-id record');
    expect(capture.clickId.additionalInfo.referrer?.length).toBe(1024);
    expect(capture.clickId.additionalInfo.userAgent?.length).toBe(300);
    expect(capture.clickId.additionalInfo.language).toBeNull();
  });

  it('cleanValue turns blank into null', () => {
    expect(cleanValue('  \u0000 ', 10)).toBeNull();
    expect(cleanValue(undefined, 10)).toBeNull();
  });

  it('primaryLanguage reads the first tag only', () => {
    expect(primaryLanguage('en-GB;q=1, ru')).toBe('en-GB');
    expect(primaryLanguage(null)).toBeNull();
    expect(primaryLanguage('*')).toBeNull();
  });
});

describe('the 30-day window (spec §9)', () => {
  const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

  it('is 30 days', () => {
    expect(ATTRIBUTION_MAX_AGE_SECONDS).toBe(2_592_000);
  });

  it('keeps a record of 29 days and drops one of 30 or 31', () => {
    expect(isFresh(daysAgo(29), NOW)).toBe(true);
    expect(isFresh(daysAgo(30), NOW)).toBe(false);
    expect(isFresh(daysAgo(31), NOW)).toBe(false);
  });

  it('drops a record dated far in the future or not dated at all', () => {
    expect(isFresh(daysAgo(-1), NOW)).toBe(false);
    expect(isFresh('yesterday', NOW)).toBe(false);
  });
});
