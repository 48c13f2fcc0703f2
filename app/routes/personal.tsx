import { SectionLayout } from '~/components/layout/section-layout';
import { SECTIONS } from '~/components/layout/site-pages';

export default function PersonalSection() {
  return <SectionLayout section={SECTIONS.personal} />;
}
