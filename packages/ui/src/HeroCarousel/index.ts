export { HeroCarousel } from './HeroCarousel';
export type { HeroCarouselProps, HeroBanner } from './HeroCarousel';
