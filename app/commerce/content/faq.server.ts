/** FAQ (GET /api/faq/): questions grouped by section for /support/faq. */
import type { FaqResponse } from '../contract/faq';
import type { DbOrTx } from '../db/client.server';
import { selectFaqItems } from './content.queries.server';
import { fillTokens } from './template';
import { textValues } from './text-values.server';

/** An answer's paragraphs: stored text split at blank lines. */
export function answerParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '');
}

/** Sections in the order of their first question, questions in display order. */
export async function getFaq(db: DbOrTx): Promise<FaqResponse> {
  const [rows, values] = await Promise.all([selectFaqItems(db), textValues(db)]);
  const sections: FaqResponse['sections'] = [];
  const byCode = new Map<string, FaqResponse['sections'][number]>();
  for (const row of rows) {
    let section = byCode.get(row.sectionCode);
    if (!section) {
      section = { code: row.sectionCode, title: row.section, items: [] };
      byCode.set(row.sectionCode, section);
      sections.push(section);
    }
    section.items.push({
      id: row.id,
      question: fillTokens(row.question, values),
      answer: answerParagraphs(fillTokens(row.answer, values)),
    });
  }
  return { sections };
}
