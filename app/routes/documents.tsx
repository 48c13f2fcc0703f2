import { SectionLayout } from '~/components/layout/section-layout';
import { SECTIONS } from '~/components/layout/site-pages';

export default function DocumentsSection() {
  return <SectionLayout section={SECTIONS.documents} />;
}
