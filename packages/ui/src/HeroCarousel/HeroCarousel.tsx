import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
// Swiper is imported here and nowhere else: it loads only where a HeroCarousel is used.
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { HERO_AUTOPLAY_MS, HERO_SLIDE_SPEED_MS } from '@marketdrop/validation';
import { useClockSource } from '../internal/clock';
import { resolveImageUrl, useImageBaseUrl } from '../internal/imageUrl';
import { catalogue } from '../i18n/en/catalogue';

/** One slide (docs/product.md §7.2 Banner); `Banner` of `@marketdrop/api-client` fits. */
export type HeroBanner = {
  _id?: string;
  /** Image path on the API host (prefixed with the image base address) or a full address. */
  bannerImage: string;
  title: string;
  description: string;
};

export type HeroCarouselProps = {
  banners: readonly HeroBanner[];
  /** The slide's Claim Now button. */
  onClaim?: (banner: HeroBanner, index: number) => void;
  /** Shows a placeholder of the same size. */
  loading?: boolean;
  /** Prefix of the image paths (default: the nearest `ImageBaseUrlProvider`'s). */
  imageBaseUrl?: string;
  /** Time on each slide, ms. Default `HERO_AUTOPLAY_MS` (6000). Interaction does not stop it. */
  autoplayDelay?: number;
  /** Slide transition, ms. Default `HERO_SLIDE_SPEED_MS` (300). */
  speed?: number;
  /** Heading level of the slides' titles. Default 2. */
  headingLevel?: 1 | 2 | 3;
  /** Names the carousel region. Default "Featured offers". */
  'aria-label'?: string;
};

const HEIGHT = { xs: 340, md: 440 } as const;

const HeroRoot = styled('section', { name: 'MdHeroCarousel', slot: 'Root' })(({ theme }) => ({
  position: 'relative',
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
  backgroundColor: theme.palette.grey[900],
  height: HEIGHT.xs,
  [theme.breakpoints.up('md')]: { height: HEIGHT.md },
  // Swiper's own layout rules (its stylesheet is not needed, so no CSS import reaches the host).
  '& .swiper': {
    position: 'relative',
    overflow: 'hidden',
    listStyle: 'none',
    padding: 0,
    margin: 0,
    height: '100%',
    zIndex: 1,
  },
  '& .swiper-wrapper': {
    position: 'relative',
    width: '100%',
    height: '100%',
    zIndex: 1,
    display: 'flex',
    transitionProperty: 'transform',
    transitionTimingFunction: 'ease-out',
    boxSizing: 'content-box',
  },
  '& .swiper-slide': {
    flexShrink: 0,
    width: '100%',
    height: '100%',
    position: 'relative',
    transitionProperty: 'transform',
  },
}));

const SlideImage = styled('img', { name: 'MdHeroCarousel', slot: 'Image' })({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

const SlideContent = styled('div', { name: 'MdHeroCarousel', slot: 'Content' })(({ theme }) => ({
  position: 'relative',
  zIndex: 1,
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: theme.spacing(2),
  padding: theme.spacing(4, 8, 6),
  color: '#FFFFFF',
  // A dark veil keeps the white text readable on any picture (at least 4.5:1).
  background:
    'linear-gradient(90deg, rgba(15, 23, 42, 0.86) 0%, rgba(15, 23, 42, 0.66) 55%, rgba(15, 23, 42, 0.3) 100%)',
  [theme.breakpoints.down('sm')]: { padding: theme.spacing(3, 6, 6) },
}));

const Arrow = styled(IconButton, { name: 'MdHeroCarousel', slot: 'Arrow' })(({ theme }) => ({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 2,
  backgroundColor: 'rgba(255, 255, 255, 0.9)',
  color: theme.palette.text.primary,
  '&:hover': { backgroundColor: '#FFFFFF' },
}));

const Controls = styled('div', { name: 'MdHeroCarousel', slot: 'Controls' })({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 8,
  zIndex: 2,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: 4,
});

const Dot = styled('button', { name: 'MdHeroCarousel', slot: 'Dot' })(({ theme }) => ({
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  '&::before': {
    content: '""',
    width: 10,
    height: 10,
    borderRadius: '50%',
    backgroundColor: 'rgba(255, 255, 255, 0.55)',
    boxShadow: '0 0 0 1px rgba(15, 23, 42, 0.6)',
    transition: 'width 200ms ease',
  },
  '&[aria-current="true"]::before': {
    width: 22,
    borderRadius: 5,
    backgroundColor: '#FFFFFF',
  },
  '&:focus-visible': { outline: `2px solid ${theme.palette.common.white}`, borderRadius: 4 },
}));

/**
 * The banner carousel at the top of the signed-in Home page, for promotions managed as banners:
 * each with title, description and Claim Now, advancing every 6000 ms (not stopped by
 * interaction), clickable dots, previous/next arrows, and a pause button (WCAG 2.2.2). Built on
 * Swiper, which only this component imports. For the public landing page use `LandingHero`.
 */
export function HeroCarousel({
  banners,
  onClaim,
  loading = false,
  imageBaseUrl,
  autoplayDelay = HERO_AUTOPLAY_MS,
  speed = HERO_SLIDE_SPEED_MS,
  headingLevel = 2,
  'aria-label': ariaLabel,
}: HeroCarouselProps) {
  const { t } = useTranslation('ui', { catalogue });
  const baseUrl = useImageBaseUrl(imageBaseUrl);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  /** Counts the autoplay steps, so each one arms the next even if the slide did not change. */
  const [steps, setSteps] = useState(0);
  const slidesId = useId();
  const count = banners.length;
  const label = ariaLabel ?? t('catalogue.hero.label');
  const clock = useClockSource();

  // Autoplay: the next slide `autoplayDelay` after each change (by itself, a dot or an arrow), so
  // the user's clicks never stop it; Pause stops it (WCAG 2.2.2). Timed from the start of each
  // change, not from Swiper's `transitionend`, which a click mid-transition cancels.
  useEffect(() => {
    if (loading || paused || count < 2) return undefined;
    return clock.after(autoplayDelay, () => {
      swiperRef.current?.slideNext();
      setSteps((step) => step + 1);
    });
  }, [active, steps, loading, paused, count, autoplayDelay, clock]);

  if (loading) {
    return (
      <HeroRoot aria-label={label} aria-busy="true">
        <Skeleton
          variant="rectangular"
          sx={{ width: '100%', height: '100%', bgcolor: 'grey.300' }}
          aria-hidden="true"
        />
      </HeroRoot>
    );
  }
  if (count === 0) return null;

  const togglePause = () => setPaused(!paused);

  return (
    <HeroRoot
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay-delay={autoplayDelay}
      data-speed={speed}
    >
      <Swiper
        id={slidesId}
        slidesPerView={1}
        speed={speed}
        rewind={count > 1}
        allowTouchMove={count > 1}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onSlideChange={(swiper) => setActive(swiper.realIndex)}
        aria-live={paused ? 'polite' : 'off'}
      >
        {banners.map((banner, index) => {
          const current = index === active;
          return (
            <SwiperSlide
              key={banner._id ?? index}
              role="group"
              aria-roledescription="slide"
              aria-label={t('catalogue.hero.slide', { index: index + 1, count })}
              aria-hidden={current ? undefined : true}
              inert={!current}
            >
              <SlideImage
                src={resolveImageUrl(baseUrl, banner.bannerImage)}
                alt=""
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <SlideContent>
                <Typography
                  component={`h${headingLevel}`}
                  sx={{
                    fontWeight: 800,
                    fontSize: { xs: '1.6rem', md: '2.4rem' },
                    lineHeight: 1.15,
                    maxWidth: 640,
                  }}
                >
                  {banner.title}
                </Typography>
                <Typography sx={{ maxWidth: 560, fontSize: { xs: '0.95rem', md: '1.1rem' } }}>
                  {banner.description}
                </Typography>
                <Button
                  variant="contained"
                  color="secondary"
                  size="large"
                  onClick={() => onClaim?.(banner, index)}
                >
                  {t('catalogue.hero.claimNow')}
                </Button>
              </SlideContent>
            </SwiperSlide>
          );
        })}
      </Swiper>
      {count > 1 ? (
        <>
          <Arrow
            aria-label={t('catalogue.hero.previous')}
            aria-controls={slidesId}
            onClick={() => swiperRef.current?.slidePrev()}
            sx={{ left: 12 }}
          >
            <ChevronLeft />
          </Arrow>
          <Arrow
            aria-label={t('catalogue.hero.next')}
            aria-controls={slidesId}
            onClick={() => swiperRef.current?.slideNext()}
            sx={{ right: 12 }}
          >
            <ChevronRight />
          </Arrow>
          <Controls>
            <IconButton
              size="small"
              aria-label={paused ? t('catalogue.hero.play') : t('catalogue.hero.pause')}
              onClick={togglePause}
              sx={{ color: '#FFFFFF', width: 24, height: 24, mr: 1 }}
            >
              {paused ? <PlayArrow fontSize="small" /> : <Pause fontSize="small" />}
            </IconButton>
            <div role="group" aria-label={t('catalogue.hero.slides')} style={{ display: 'flex' }}>
              {banners.map((banner, index) => (
                <Dot
                  key={banner._id ?? index}
                  type="button"
                  aria-label={t('catalogue.hero.goTo', { index: index + 1, count })}
                  aria-current={index === active ? 'true' : undefined}
                  aria-controls={slidesId}
                  onClick={() => swiperRef.current?.slideTo(index)}
                />
              ))}
            </div>
          </Controls>
        </>
      ) : null}
    </HeroRoot>
  );
}
