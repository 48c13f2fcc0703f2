import { pageMeta } from '~/components/layout/page-meta';
import { SectionIndex } from '~/components/layout/section-index';
import { SECTIONS } from '~/components/layout/site-pages';
import { privatePageHeaders } from '~/utils/cache-control';

// On narrow screens this page is the section's menu; the desktop redirect to a child comes later (spec §2).
export const meta = pageMeta(SECTIONS.personal.page);
export const headers = privatePageHeaders;

export default function PersonalIndex() {
  return <SectionIndex section={SECTIONS.personal} />;
}
