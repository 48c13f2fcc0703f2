import { SectionLayout } from '~/components/layout/section-layout';
import { SECTIONS } from '~/components/layout/site-pages';

export default function DeliverySection() {
  return <SectionLayout section={SECTIONS.delivery} />;
}
