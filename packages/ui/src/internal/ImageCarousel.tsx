import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import { catalogue } from '../i18n/en/catalogue';

/** How many blank slides show when a vehicle has no pictures (docs/product.md §3.5 Vehicle card). */
export const BLANK_SLIDES = 4;

/**
 * How the first picture loads: `priority` fetches it before other pictures (the largest paint at
 * the top of a page), `eager` at once, `lazy` when it nears the viewport (below the fold). The
 * other pictures load once the carousel is approached (see `ImageCarousel`).
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

export type ImageCarouselProps = {
  /** Full addresses of the pictures; none shows `BLANK_SLIDES` blank slides. */
  images: readonly string[];
  /** The vehicle's title: the pictures' alternative texts name it. */
  title: string;
  /** Width / height of a slide. Default 4 / 3. */
  aspectRatio?: string;
  /** Show previous/next arrows (the detail page). */
  arrows?: boolean;
  /** How the first picture loads. Default `eager`. */
  loading?: ImageLoading;
  /** Drawn over the pictures (badges, the heart button). */
  children?: ReactNode;
  /** The picture shown (controlled), with `onActiveChange`; default: the carousel's own. */
  active?: number;
  /** A dot or an arrow asks for picture `index`. */
  onActiveChange?: (index: number) => void;
  /** A picture was clicked (the detail page opens it full screen); its cursor says so. */
  onImageClick?: (index: number) => void;
  className?: string;
};

const CarouselRoot = styled('div', { name: 'MdImageCarousel', slot: 'Root' })(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  backgroundColor: theme.palette.grey[200],
}));

const Track = styled('div', { name: 'MdImageCarousel', slot: 'Track' })({
  display: 'flex',
  width: '100%',
  height: '100%',
  transition: 'transform 300ms ease',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

const Slide = styled('div', { name: 'MdImageCarousel', slot: 'Slide' })(({ theme }) => ({
  flex: '0 0 100%',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: theme.palette.grey[500],
  '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
}));

const Dots = styled('div', { name: 'MdImageCarousel', slot: 'Dots' })({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 4,
  display: 'flex',
  justifyContent: 'center',
  zIndex: 2,
});

const Dot = styled('button', { name: 'MdImageCarousel', slot: 'Dot' })(({ theme }) => ({
  // A 24 px target around an 8 px dot (WCAG 2.5.8 target size).
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
    width: 8,
    height: 8,
    borderRadius: '50%',
    backgroundColor: 'rgba(255, 255, 255, 0.7)',
    boxShadow: '0 0 0 1px rgba(15, 23, 42, 0.55)',
    transition: 'transform 150ms ease',
  },
  '&[aria-current="true"]::before': {
    backgroundColor: theme.palette.primary.main,
    boxShadow: '0 0 0 1.5px #FFFFFF',
    transform: 'scale(1.25)',
  },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, borderRadius: 4 },
}));

const Arrow = styled(IconButton, { name: 'MdImageCarousel', slot: 'Arrow' })(({ theme }) => ({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 2,
  backgroundColor: 'rgba(255, 255, 255, 0.9)',
  color: theme.palette.text.primary,
  '&:hover': { backgroundColor: '#FFFFFF' },
}));

/**
 * A light picture carousel (no slider library, so cards stay small): one picture at a time,
 * clickable dots, optional arrows. Only the picture shown is exposed to assistive technology.
 * The pictures after the first are fetched only once the carousel is approached (pointer over it,
 * a touch, keyboard focus in it), so a grid of 20 cards does not download 60 pictures that nobody
 * looked at.
 */
export function ImageCarousel({
  images,
  title,
  aspectRatio = '4 / 3',
  arrows = false,
  loading = 'eager',
  children,
  className,
  active: activeProp,
  onActiveChange,
  onImageClick,
}: ImageCarouselProps) {
  const { t } = useTranslation('ui', { catalogue });
  const [ownActive, setActive] = useState(0);
  const active = activeProp ?? ownActive;
  const [approached, setApproached] = useState(false);
  const approach = approached ? undefined : () => setApproached(true);
  const trackId = useId();
  const blank = images.length === 0;
  const count = blank ? BLANK_SLIDES : images.length;
  const current = Math.min(active, count - 1);
  const go = (index: number) => {
    const next = (index + count) % count;
    setActive(next);
    onActiveChange?.(next);
  };

  return (
    <CarouselRoot
      className={className}
      style={{ aspectRatio }}
      onPointerEnter={approach}
      onTouchStart={approach}
      onFocus={approach}
    >
      <Track
        id={trackId}
        style={{ transform: `translateX(-${current * 100}%)` }}
        aria-label={blank ? t('catalogue.images.none') : undefined}
        role={blank ? 'img' : undefined}
      >
        {blank
          ? Array.from({ length: BLANK_SLIDES }, (_, index) => (
              <Slide key={index} aria-hidden="true" data-blank="true">
                <DirectionsCarOutlined sx={{ fontSize: 56 }} />
              </Slide>
            ))
          : images.map((src, index) => (
              <Slide key={`${index}-${src}`} aria-hidden={index === current ? undefined : true}>
                {index === 0 || index === current || approached ? (
                  <img
                    src={src}
                    alt={t('catalogue.images.alt', { title, index: index + 1, count })}
                    loading={index === 0 && loading !== 'lazy' ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 && loading === 'priority' ? 'high' : undefined}
                    decoding="async"
                    draggable={false}
                    onClick={onImageClick ? () => onImageClick(index) : undefined}
                    style={onImageClick ? { cursor: 'zoom-in' } : undefined}
                  />
                ) : null}
              </Slide>
            ))}
      </Track>
      {children}
      {arrows && count > 1 ? (
        <>
          <Arrow
            size="small"
            aria-label={t('catalogue.images.previous')}
            aria-controls={trackId}
            onClick={() => go(current - 1)}
            sx={{ left: 8 }}
          >
            <ChevronLeft />
          </Arrow>
          <Arrow
            size="small"
            aria-label={t('catalogue.images.next')}
            aria-controls={trackId}
            onClick={() => go(current + 1)}
            sx={{ right: 8 }}
          >
            <ChevronRight />
          </Arrow>
        </>
      ) : null}
      {count > 1 ? (
        <Dots role="group" aria-label={t('catalogue.images.group')}>
          {Array.from({ length: count }, (_, index) => (
            <Dot
              key={index}
              type="button"
              aria-label={t('catalogue.images.show', { index: index + 1, count })}
              aria-current={index === current ? 'true' : undefined}
              aria-controls={trackId}
              onClick={() => go(index)}
            />
          ))}
        </Dots>
      ) : null}
    </CarouselRoot>
  );
}
