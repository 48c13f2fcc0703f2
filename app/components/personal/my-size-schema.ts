import { z } from 'zod';
import { FootwearSizeSchema } from '~/commerce/contract/size-systems';

/**
 * The 'Мой размер' form of the profile and the listing chip (POST /resources/my-size): set a
 * size, turn the listings' filter off, or forget the size. Checked in the browser and the action.
 */
export const MySizeFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('set'), ru: FootwearSizeSchema }),
  z.object({ intent: z.literal('off') }),
  z.object({ intent: z.literal('forget') }),
]);
