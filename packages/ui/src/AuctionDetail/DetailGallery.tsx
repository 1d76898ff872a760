import { lazy, Suspense, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Fullscreen from '@mui/icons-material/Fullscreen';
import { useTranslation } from '../i18n/useTranslation';
import { catalogue } from '../i18n/en/catalogue';
import { ImageCarousel, type ImageLoading } from '../internal/ImageCarousel';

// The viewer loads when first opened: it is not part of the page's first load.
const GalleryViewer = lazy(() => import('./GalleryViewer'));

export type DetailGalleryProps = {
  /** Full addresses of the pictures. */
  images: readonly string[];
  /** The vehicle's title: the pictures' alternative texts name it. */
  title: string;
  aspectRatio?: string;
  loading?: ImageLoading;
  className?: string;
};

/**
 * The detail page's pictures: the carousel with its arrows and dots, and "Full screen" (or a click
 * on the picture) opening the full-screen viewer (`GalleryViewer`) at the picture shown. Closing
 * the viewer leaves the carousel on the picture last viewed and gives the focus back to "Full
 * screen".
 */
export function DetailGallery({
  images,
  title,
  aspectRatio,
  loading,
  className,
}: DetailGalleryProps) {
  const { t } = useTranslation('ui', { catalogue });
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  // The viewer stays mounted once opened, so it can close with its transition.
  const [loaded, setLoaded] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const show = (index: number) => {
    setActive(index);
    setLoaded(true);
    setOpen(true);
  };
  const count = images.length;

  return (
    <>
      <ImageCarousel
        className={className}
        images={images}
        title={title}
        aspectRatio={aspectRatio}
        arrows
        loading={loading}
        active={active}
        onActiveChange={setActive}
        onImageClick={show}
      >
        {count > 0 ? (
          <Button
            ref={opener}
            size="small"
            variant="contained"
            color="inherit"
            startIcon={<Fullscreen />}
            onClick={() => show(Math.min(active, count - 1))}
            sx={{
              position: 'absolute',
              top: 8,
              right: 8,
              zIndex: 2,
              bgcolor: 'rgba(255, 255, 255, 0.92)',
              color: 'text.primary',
              '&:hover': { bgcolor: '#FFFFFF' },
            }}
          >
            {t('catalogue.gallery.fullScreen')}
          </Button>
        ) : null}
      </ImageCarousel>
      {loaded ? (
        <Suspense fallback={null}>
          <GalleryViewer
            open={open}
            images={images}
            title={title}
            index={Math.min(active, count - 1)}
            onIndexChange={setActive}
            onClose={() => setOpen(false)}
            onExited={() => opener.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
