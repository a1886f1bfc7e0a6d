'use client';

import { useRef, type FocusEvent, type ReactNode } from 'react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useReducedMotion } from '@/components/ui/client-state';
// Swiper's styles live here, not in globals.css, so only pages with a carousel load them.
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

export type CarouselSlideView = {
  key: string;
  /** px; the slide box is fixed so nothing shifts when Swiper starts. */
  height: number;
  /** The slide's server-rendered content. */
  content: ReactNode;
};

/** The gap grows with the breakpoints sm 48em, md 62em, lg 75em (docs/product-rules.md, Blocks). */
const BREAKPOINTS = {
  768: { spaceBetween: 16 },
  992: { spaceBetween: 24 },
  1200: { spaceBetween: 32 },
};
// The same gaps as CSS margins, so the server-rendered row already looks like Swiper's.
const SLIDE_CLASS = '!w-3/4 shrink-0 mr-3 sm:mr-4 md:mr-6 lg:mr-8';

/** The carousel's words in the page's language (the dictionary's blocks.carousel). */
export type CarouselText = {
  roleDescription: string;
  /** Swiper's a11y messages. */
  swiper: Record<string, string>;
};

// Theme colours for arrows and bullets; arrows sit on a light disc so they read on any slide.
const THEME =
  '!pb-12 [--swiper-navigation-size:44px] [--swiper-navigation-sides-offset:12px] [--swiper-navigation-top-offset:calc(50%-1.5rem)] ' +
  '[--swiper-pagination-bottom:12px] [--swiper-pagination-bullet-size:12px] [--swiper-pagination-bullet-horizontal-gap:6px] ' +
  '[--swiper-pagination-bullet-inactive-opacity:0.35] [--swiper-pagination-color:theme(colors.primary.900)] [--swiper-pagination-bullet-inactive-color:theme(colors.primary.900)] ' +
  'dark:[--swiper-pagination-color:theme(colors.primary.50)] dark:[--swiper-pagination-bullet-inactive-color:theme(colors.primary.50)] ' +
  '[&_.swiper-button-next]:rounded-full [&_.swiper-button-prev]:rounded-full [&_.swiper-button-next]:bg-white/90 [&_.swiper-button-prev]:bg-white/90 ' +
  '[&_.swiper-button-next]:p-3 [&_.swiper-button-prev]:p-3 [&_.swiper-button-next]:text-primary-900 [&_.swiper-button-prev]:text-primary-900 ' +
  '[&_.swiper-button-next]:shadow [&_.swiper-button-prev]:shadow';

/** The looping slide row: 75% wide slides, arrows, clickable bullets, keyboard and swipe. */
export function CarouselSlides({
  slides,
  label,
  text,
}: {
  slides: CarouselSlideView[];
  label: string;
  text: CarouselText;
}) {
  const reducedMotion = useReducedMotion();
  const swiper = useRef<SwiperInstance | null>(null);

  if (slides.length === 1) {
    const [only] = slides;
    return <div style={{ height: only.height }}>{only.content}</div>;
  }

  // Arrow keys move the carousel only while focus is inside it: Swiper's keyboard module
  // listens on the whole document and would otherwise take the keys from the rest of the page.
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      swiper.current?.keyboard?.disable();
  }

  // Swiper's loop needs a few slides to rearrange; with two, rewinding gives the same circle.
  const loop = slides.length >= 3;

  return (
    <div
      role="region"
      aria-roledescription={text.roleDescription}
      aria-label={label}
      onFocus={() => swiper.current?.keyboard?.enable()}
      onBlur={onBlur}
    >
      <Swiper
        modules={[A11y, Keyboard, Navigation, Pagination]}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        loop={loop}
        rewind={!loop}
        slidesPerView="auto"
        spaceBetween={12}
        breakpoints={BREAKPOINTS}
        speed={reducedMotion ? 0 : 400}
        navigation
        pagination={{ clickable: true }}
        keyboard={{ enabled: false, onlyInViewport: true, pageUpDown: false }}
        a11y={text.swiper}
        className={THEME}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key} className={SLIDE_CLASS} style={{ height: slide.height }}>
            {slide.content}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
