import { cx } from '~/components/ui/class-names';

/** Below the tablet breakpoint (docs/product.md#constants-and-limits: 768) phones get the image set's mobile variant. */
const MOBILE_MEDIA = '(max-width: 767px)';

const density = (x1: string, x2: string) => `${x1} 1x, ${x2} 2x`;

/**
 * The files a picture draws: the API's image set (docs/product.md#flows) has these and more. The mobile jpeg
 * is drawn only by the 'small' variant (else the desktop jpeg stands in).
 */
export type PictureFiles = {
  src: string;
  desktop: { webp: string; webpX2: string };
  mobile: { webp: string; webpX2: string; src?: string };
};

type ProductPictureProps = {
  image: PictureFiles;
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
 * A product picture from the spec's image set: webp (the mobile variant on phones, 2x files on
 * dense screens), and the desktop jpeg as the one fallback of a browser without webp. The jpeg
 * variants a webp browser never loads are not written (docs/decisions/0052-picture-sources.md): they
 * were a third of a product card's HTML. Width and height keep the layout from jumping.
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
        <source
          media={MOBILE_MEDIA}
          type="image/webp"
          srcSet={density(image.mobile.webp, image.mobile.webpX2)}
        />
      )}
      <source
        type="image/webp"
        srcSet={small ? image.mobile.webp : density(image.desktop.webp, image.desktop.webpX2)}
      />
      <img
        src={small ? (image.mobile.src ?? image.src) : image.src}
        alt={alt}
        width={size}
        height={size}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        // React 18 knows the attribute only in lower case; 'auto' is the default, left unwritten.
        {...(priority ? { fetchpriority: 'high' } : {})}
        className={cx('picture-fill', className)}
      />
    </picture>
  );
}
