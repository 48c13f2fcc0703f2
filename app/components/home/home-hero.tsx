import { Link } from '@remix-run/react';
import type { HeroSlide } from '~/commerce/contract/content';
import { cx } from '~/components/ui/class-names';
import { Icon } from '~/components/ui/icon';
import type { Device } from '~/utils/breakpoints';
import { WideOnlyPicture } from './hero-picture';

type HomeHeroProps = { title: string; slides: HeroSlide[]; device: Device };

/**
 * The banners at the top of the home page, with no carousel script: on phones a row that
 * snaps slide by slide under the finger; from the desktop breakpoint the first slide large
 * and the next two beside it. Slide colours come from the database.
 */
export function HomeHero({ title, slides, device }: HomeHeroProps) {
  if (slides.length === 0) return null;
  return (
    <section aria-label={title}>
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 tablet:scroll-px-6 desktop:scroll-px-0 [scrollbar-width:none] tablet:-mx-6 tablet:px-6 desktop:mx-0 desktop:grid desktop:grid-cols-3 desktop:grid-rows-2 desktop:gap-4 desktop:overflow-visible desktop:px-0 [&::-webkit-scrollbar]:hidden">
        {slides.map((slide, index) => {
          const lead = index === 0;
          return (
            <li
              key={`${slide.headText}-${index}`}
              className={cx(
                'w-[86%] shrink-0 snap-start tablet:w-[70%] desktop:w-auto',
                lead ? 'desktop:col-span-2 desktop:row-span-2' : 'desktop:col-start-3',
                index > 2 && 'desktop:hidden',
              )}
            >
              <Link
                to={device === 'mobile' ? slide.mobileUrl : slide.desktopUrl}
                style={{ background: slide.background, color: slide.color }}
                className={cx(
                  'group relative flex h-full min-h-56 overflow-hidden rounded-3xl p-6 tablet:min-h-72',
                  lead ? 'desktop:min-h-[28rem] desktop:p-10' : 'desktop:min-h-0',
                )}
              >
                <div
                  className={cx(
                    'relative z-10 flex flex-col gap-3 self-end',
                    lead && slide.image && 'tablet:max-w-[45%]',
                  )}
                >
                  <h2
                    className={cx(
                      'font-black leading-[1.05] tracking-tight',
                      lead ? 'text-3xl tablet:text-4xl desktop:text-6xl' : 'text-2xl tablet:text-3xl',
                    )}
                  >
                    {slide.headText}
                  </h2>
                  <p className={cx('text-sm opacity-90', lead && 'desktop:text-lg')}>{slide.text}</p>
                  <span className="mt-2 inline-flex items-center gap-2 self-start text-sm font-bold underline-offset-4 group-hover:underline">
                    {slide.buttonText}
                    <Icon name="arrow-left" size={18} className="rotate-180" />
                  </span>
                </div>
                {lead && slide.image && (
                  <div className="pointer-events-none absolute inset-y-6 right-6 hidden aspect-square overflow-hidden rounded-2xl shadow-2xl tablet:block desktop:inset-y-10 desktop:right-10">
                    <WideOnlyPicture
                      image={slide.image}
                      priority
                      className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                    />
                  </div>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
