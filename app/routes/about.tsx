import { SectionLayout } from '~/components/layout/section-layout';
import { SECTIONS } from '~/components/layout/site-pages';

export default function AboutSection() {
  return <SectionLayout section={SECTIONS.about} />;
}
