/**
 * Blocks as the database keeps them: the contract's blocks, whose texts may hold {{tokens}},
 * plus 'generated' blocks that stand for live data (the loyalty levels, the cities with
 * shops). Reading a page turns stored blocks into the contract's plain blocks.
 */
import { z } from 'zod';
import { ContentBlockSchema, type ContentBlock } from '../contract/content-blocks';
import { fillTokens, type TextValues } from './template';
import { logger } from '../../utils/log.server';

export const GENERATED_SOURCES = ['loyaltyLevels', 'shopCities'] as const;
export type GeneratedSource = (typeof GENERATED_SOURCES)[number];

export const GeneratedBlockSchema = z.object({
  type: z.literal('generated'),
  source: z.enum(GENERATED_SOURCES),
});

export const StoredBlockSchema = z.union([ContentBlockSchema, GeneratedBlockSchema]);
export type StoredBlock = z.infer<typeof StoredBlockSchema>;

/** Builds the plain blocks a generated block stands for. */
export type BlockGenerator = (source: GeneratedSource) => Promise<ContentBlock[]>;

/** Every text of a block with its tokens filled. */
export function fillBlock(block: ContentBlock, values: TextValues): ContentBlock {
  const fill = (text: string) => fillTokens(text, values);
  switch (block.type) {
    case 'heading':
    case 'paragraph':
    case 'note':
      return { ...block, text: fill(block.text) };
    case 'list':
      return { ...block, items: block.items.map(fill) };
    case 'table':
      return {
        ...block,
        ...(block.caption === undefined ? {} : { caption: fill(block.caption) }),
        columns: block.columns.map(fill),
        rows: block.rows.map((row) => row.map(fill)),
      };
    case 'links':
      return { ...block, items: block.items.map((item) => ({ text: fill(item.text), url: fill(item.url) })) };
  }
}

/**
 * The plain blocks of a stored body: tokens filled, generated blocks built. A block the
 * schema does not know (an edit gone wrong) is logged and left out rather than failing the page.
 */
export async function renderBlocks(
  stored: unknown,
  values: TextValues,
  generate: BlockGenerator,
): Promise<ContentBlock[]> {
  const blocks: ContentBlock[] = [];
  for (const raw of Array.isArray(stored) ? stored : []) {
    const parsed = StoredBlockSchema.safeParse(raw);
    if (!parsed.success) {
      logger('content').warn(
        { block: JSON.stringify(raw).slice(0, 200) },
        'skipped a block the schema does not know',
      );
      continue;
    }
    const block = parsed.data;
    if (block.type === 'generated') blocks.push(...(await generate(block.source)));
    else blocks.push(fillBlock(block, values));
  }
  return blocks;
}
