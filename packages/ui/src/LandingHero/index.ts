export { LandingHero } from './LandingHero';
export type { LandingHeroProps } from './LandingHero';
