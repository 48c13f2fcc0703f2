import type { ImageSet } from '~/commerce/contract/product';
import { cx } from '~/components/ui/class-names';

/** Phones (below the tablet breakpoint, docs/product.md#constants-and-limits) get no hero picture: the text is the banner. */
const PHONE_MEDIA = '(max-width: 767px)';
/** A 1×1 transparent GIF: the phone "source", so a phone downloads nothing for the picture. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const density = (x1: string, x2: string) => `${x1} 1x, ${x2} 2x`;

/**
 * A picture shown from the tablet breakpoint up. Hiding an eager <img> with CSS would still
 * download it; a phone-only <source> of an empty GIF keeps phones from fetching anything.
 */
export function WideOnlyPicture({
  image,
  priority = false,
  className,
}: {
  image: ImageSet;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source media={PHONE_MEDIA} srcSet={NOTHING} />
      <source type="image/webp" srcSet={density(image.desktop.webp, image.desktop.webpX2)} />
      <img
        src={image.src}
        srcSet={density(image.src, image.srcX2)}
        alt=""
        width={600}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        // React 18 knows the attribute only in lower case.
        {...{ fetchpriority: priority ? 'high' : 'auto' }}
        className={cx('hidden tablet:block', className)}
      />
    </picture>
  );
}
