import { useEffect, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useTranslation } from '../i18n/useTranslation';
import { HERO_AUTOPLAY_MS, HERO_SLIDE_SPEED_MS } from '@marketdrop/validation';
import { linkProps, type LinkComponent } from '../link';
import { HeroArt, type HeroArtVariant } from './HeroArt';
import { useClockSource } from '../internal/clock';
import { paths } from '@marketdrop/api-client';
import { publicTexts } from '../i18n/en/public';

export type LandingHeroProps = {
  /** Renders the Claim Now link; pass react-router's `Link` in the web app. Default `'a'`. */
  LinkComponent?: LinkComponent;
  /** Where Claim Now goes (default `/listing`). */
  claimHref?: string;
  /** Called on Claim Now before navigating; `event.preventDefault()` cancels the navigation. */
  onClaimNow?: (event: MouseEvent<HTMLElement>) => void;
  /** Time each slide shows, in ms (docs/product.md §11 Constants: 6000). */
  autoplayMs?: number;
  /** The heading level of the slide titles (default `h2`: the page has its own `h1`). */
  titleComponent?: 'h1' | 'h2';
};

const SLIDES = [
  { key: 'slide1', art: 'price-drop' },
  { key: 'slide2', art: 'thursday' },
] as const satisfies readonly { key: string; art: HeroArtVariant }[];

const HeroRoot = styled('section', { name: 'MdLandingHero', slot: 'Root' })(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  color: '#FFFFFF',
  background: 'linear-gradient(135deg, #0A1F5C 0%, #0B3FB0 60%, #0B4FD8 100%)',
  padding: theme.spacing(5, 0, 3),
  [theme.breakpoints.up('md')]: { padding: theme.spacing(8, 0, 4) },
}));

const Track = styled('div', { name: 'MdLandingHero', slot: 'Track' })({
  display: 'flex',
  transition: `transform ${HERO_SLIDE_SPEED_MS}ms ease`,
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

const Slide = styled('div', { name: 'MdLandingHero', slot: 'Slide' })(({ theme }) => ({
  flex: '0 0 100%',
  minWidth: 0,
  display: 'grid',
  alignItems: 'center',
  gap: theme.spacing(4),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '1.2fr 1fr' },
}));

const Art = styled('div', { name: 'MdLandingHero', slot: 'Art' })(({ theme }) => ({
  display: 'none',
  aspectRatio: '4 / 3',
  [theme.breakpoints.up('md')]: { display: 'block' },
}));

const Dot = styled('button', { name: 'MdLandingHero', slot: 'Dot' })(({ theme }) => ({
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  '&::after': {
    content: '""',
    width: 12,
    height: 12,
    borderRadius: '50%',
    border: '2px solid #FFFFFF',
    transition: 'width 200ms ease',
  },
  '&[aria-current="true"]::after': { width: 28, borderRadius: 6, background: '#FFFFFF' },
  '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.light}`, outlineOffset: 0 },
}));

/**
 * The first thing a visitor sees on the public landing page, to invite them in: a carousel of 2
 * slides that advances every 6000 ms, each with a Claim Now button. CSS transforms only (no
 * carousel library), so the landing page stays light. Pagination dots pick a slide; a pause button
 * stops the rotation (WCAG 2.2.2), and reduced-motion users get no sliding animation.
 */
export function LandingHero({
  LinkComponent = 'a',
  claimHref = paths.listing,
  onClaimNow,
  autoplayMs = HERO_AUTOPLAY_MS,
  titleComponent = 'h2',
}: LandingHeroProps) {
  const { t } = useTranslation('ui', { public: publicTexts });
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const total = SLIDES.length;
  const clock = useClockSource();

  useEffect(() => {
    if (!playing || total < 2) return undefined;
    return clock.after(autoplayMs, () => setIndex((current) => (current + 1) % total));
  }, [index, playing, total, autoplayMs, clock]);

  return (
    <HeroRoot aria-roledescription="carousel" aria-label={t('public.landing.hero.label')}>
      <Container maxWidth="lg">
        <Box sx={{ overflow: 'hidden' }}>
          <Track
            aria-live={playing ? 'off' : 'polite'}
            style={{ transform: `translateX(-${index * 100}%)` }}
          >
            {SLIDES.map((slide, position) => {
              const active = position === index;
              return (
                <Slide
                  key={slide.key}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('public.landing.hero.slide', { number: position + 1, total })}
                  aria-hidden={!active}
                  inert={!active}
                >
                  <Box>
                    <Typography
                      component="p"
                      variant="overline"
                      sx={{ color: '#FED7AA', fontWeight: 700, letterSpacing: 1.5 }}
                    >
                      {t(`public.landing.hero.${slide.key}.eyebrow`)}
                    </Typography>
                    <Typography
                      component={titleComponent}
                      variant="h2"
                      sx={{
                        fontSize: { xs: '2rem', sm: '2.5rem', md: '3.2rem' },
                        lineHeight: 1.15,
                      }}
                    >
                      {t(`public.landing.hero.${slide.key}.title`)}
                    </Typography>
                    <Typography
                      sx={{
                        mt: 2,
                        mb: 3,
                        fontSize: { xs: '1rem', md: '1.15rem' },
                        color: '#E0E7FF',
                        maxWidth: 560,
                      }}
                    >
                      {t(`public.landing.hero.${slide.key}.subtitle`)}
                    </Typography>
                    <Button
                      variant="contained"
                      color="secondary"
                      size="large"
                      {...linkProps(LinkComponent, claimHref)}
                      onClick={onClaimNow}
                    >
                      {t('public.landing.hero.claimNow')}
                    </Button>
                  </Box>
                  <Art>
                    <HeroArt variant={slide.art} />
                  </Art>
                </Slide>
              );
            })}
          </Track>
        </Box>
        <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 1 }}>
          <IconButton
            onClick={() => setPlaying((value) => !value)}
            aria-label={playing ? t('public.landing.hero.pause') : t('public.landing.hero.play')}
            sx={{ color: '#FFFFFF' }}
          >
            {playing ? <Pause /> : <PlayArrow />}
          </IconButton>
          {SLIDES.map((slide, position) => (
            <Dot
              key={slide.key}
              type="button"
              aria-label={t('public.landing.hero.goTo', { number: position + 1 })}
              aria-current={position === index}
              onClick={() => setIndex(position)}
            />
          ))}
        </Box>
      </Container>
    </HeroRoot>
  );
}
