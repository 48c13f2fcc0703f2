import { z } from 'zod';

/** One 1С group and the catalogue section its products go to (null: unmapped, products hidden). */
export const ExchangeGroupSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  /** Names from the top group down: 'Мужчинам / Обувь / Кроссовки'. */
  path: z.string(),
  sectionPath: z.string().nullable(),
  /** 'default' (matched by name or path), 'admin' (set here), or null. */
  mappedBy: z.enum(['default', 'admin']).nullable(),
  products: z.number().int(),
});
export type ExchangeGroup = z.infer<typeof ExchangeGroupSchema>;

/** GET /api/admin/exchange/groups (ROLE_ADMIN): every group, and the sections a group may fill. */
export const ExchangeGroupListSchema = z.object({
  groups: z.array(ExchangeGroupSchema),
  sections: z.array(z.object({ path: z.string(), name: z.string() })),
});

/** POST /api/admin/exchange/groups (ROLE_ADMIN): map a group to a section, or unmap it (null). */
export const ExchangeGroupMappingRequestSchema = z.object({
  externalId: z.string({ required_error: 'Укажи группу 1С' }).min(1, 'Укажи группу 1С').max(200),
  sectionPath: z.string().max(200).nullable(),
});
