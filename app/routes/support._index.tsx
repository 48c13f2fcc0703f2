import { pageMeta } from '~/components/layout/page-meta';
import { SectionIndex } from '~/components/layout/section-index';
import { SECTIONS } from '~/components/layout/site-pages';
import { publicPageHeaders } from '~/utils/cache-control';

// On narrow screens this page is the section's menu; the desktop redirect to a child comes later (docs/product.md#route-rules).
export const meta = pageMeta(SECTIONS.support.page);
export const headers = publicPageHeaders;

export default function SupportIndex() {
  return <SectionIndex section={SECTIONS.support} />;
}
