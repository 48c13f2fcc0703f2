import { describe, expect, test } from 'vitest';
import type { PickupPoints } from '../contract/pickup-points';
import { ApiError } from '../http/errors.server';
import { choosePickupPoint } from './pickup-choice.server';

const novosibirsk: PickupPoints = {
  enabled: true,
  carrier: 'cdek',
  cityId: 270,
  points: [
    {
      code: 'NSK12',
      name: 'На Красном проспекте',
      address: 'Новосибирск, Красный проспект, 25',
      workTime: 'Пн-Вс 10:00-21:00',
      lat: 55.03,
      lon: 82.92,
      type: 'PVZ',
    },
    {
      code: 'NSK40',
      name: 'Постамат у метро',
      address: 'Новосибирск, ул. Гоголя, 1',
      workTime: 'Круглосуточно',
      lat: 55.04,
      lon: 82.93,
      type: 'POSTAMAT',
    },
  ],
  tariff: {
    price: 390,
    daysMin: 3,
    daysMax: 5,
    tariffCode: 136,
    dateFrom: '2026-11-29',
    dateTo: '2026-12-01',
    dates: '29 ноября – 1 декабря',
  },
};

function refusal(
  city: PickupPoints,
  code: string | undefined,
): { status: number; field: string; message: string } {
  try {
    choosePickupPoint(city, code);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      status: error.status,
      field: error.errors[0]?.property ?? '',
      message: error.errors[0]?.message ?? '',
    };
  }
  throw new Error('the point was accepted');
}

describe('choosing a СДЭК pickup point', () => {
  test('a point of the city comes back with the tariff that prices the order', () => {
    expect(choosePickupPoint(novosibirsk, ' NSK40 ')).toEqual({
      point: novosibirsk.points[1],
      tariff: {
        price: 390,
        daysMin: 3,
        daysMax: 5,
        tariffCode: 136,
        dateFrom: '2026-11-29',
        dateTo: '2026-12-01',
        dates: '29 ноября – 1 декабря',
      },
    });
  });

  test('a made-up code and a point of another city are refused beside the point field', () => {
    expect(refusal(novosibirsk, 'NOPE')).toEqual({
      status: 422,
      field: 'pickupPointCode',
      message: 'Такого пункта выдачи нет в твоём городе — выбери пункт из списка',
    });
    // MSK1 is a Moscow office: the Novosibirsk list does not hold it.
    expect(refusal(novosibirsk, 'MSK1').message).toBe(
      'Такого пункта выдачи нет в твоём городе — выбери пункт из списка',
    );
  });

  test('no point chosen asks for one', () => {
    expect(refusal(novosibirsk, undefined)).toMatchObject({ status: 422, message: 'Выбери пункт выдачи' });
    expect(refusal(novosibirsk, '   ')).toMatchObject({ status: 422, message: 'Выбери пункт выдачи' });
  });

  test('with СДЭК off, or no tariff to the city, nothing is accepted', () => {
    const off = { ...novosibirsk, enabled: false, points: [], tariff: null };
    expect(refusal(off, 'NSK12').message).toBe(
      'Доставка в пункт выдачи сейчас недоступна — выбери другой способ',
    );
    expect(refusal({ ...novosibirsk, tariff: null }, 'NSK12').status).toBe(422);
  });
});
