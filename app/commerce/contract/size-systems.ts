import { z } from 'zod';
import { SIZE_SYSTEMS } from './size-system-names';

// docs/product.md#sizes-and-my-size: the shopper's footwear size ('Мой размер') and the size system the product page's
// picker shows first. Both are kept for a guest in cookies and for a signed-in shopper on the
// account (GET /api/user/current, POST /api/user/update).

export { SIZE_SYSTEMS, type SizeSystem } from './size-system-names';

const PICK_FROM_LIST = 'Выбери размер из списка';

/** A footwear RU size: whole or half, '42' or '42.5', within the shoe charts (16 to 50). */
export const FootwearSizeSchema = z
  .string({ required_error: PICK_FROM_LIST, invalid_type_error: PICK_FROM_LIST })
  .refine(
    (value) => /^\d{2}(\.5)?$/.test(value) && Number(value) >= 16 && Number(value) <= 50,
    PICK_FROM_LIST,
  );

export const SizeSystemSchema = z.enum(SIZE_SYSTEMS, {
  errorMap: () => ({ message: 'Выбери систему размеров из списка' }),
});
