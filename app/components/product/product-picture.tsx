import type { ImageSet } from '~/commerce/contract/product';
import { cx } from '~/components/ui/class-names';

/** Below the tablet breakpoint (spec §9: 768) phones get the image set's mobile variant. */
const MOBILE_MEDIA = '(max-width: 767px)';

const density = (x1: string, x2: string) => `${x1} 1x, ${x2} 2x`;

type ProductPictureProps = {
  image: ImageSet;
  alt: string;
  /** The first screen's pictures load eagerly and first; the rest lazily. */
  priority?: boolean;
  className?: string;
  /** Square pictures: the image set is drawn 1:1 (desktop 600 px, mobile 400 px). */
  size?: number;
  /** 'small' draws the mobile variant on every screen (thumbnails, search suggestions). */
  variant?: 'responsive' | 'small';
};

/**
 * A product picture from the spec's image set: webp first, jpeg as the fallback, the mobile
 * variant on phones, 2x files on dense screens. Width and height keep the layout from jumping.
 */
export function ProductPicture({
  image,
  alt,
  priority = false,
  className,
  size = 600,
  variant = 'responsive',
}: ProductPictureProps) {
  const small = variant === 'small';
  return (
    <picture>
      {!small && (
        <>
          <source
            media={MOBILE_MEDIA}
            type="image/webp"
            srcSet={density(image.mobile.webp, image.mobile.webpX2)}
          />
          <source media={MOBILE_MEDIA} srcSet={density(image.mobile.src, image.mobile.srcX2)} />
        </>
      )}
      <source
        type="image/webp"
        srcSet={small ? image.mobile.webp : density(image.desktop.webp, image.desktop.webpX2)}
      />
      <img
        src={small ? image.mobile.src : image.src}
        srcSet={small ? undefined : density(image.src, image.srcX2)}
        alt={alt}
        width={size}
        height={size}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        // React 18 knows the attribute only in lower case.
        {...{ fetchpriority: priority ? 'high' : 'auto' }}
        className={cx('h-full w-full object-cover', className)}
      />
    </picture>
  );
}
