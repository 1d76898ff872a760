import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { useTranslation } from '../i18n/useTranslation';
import { catalogue } from '../i18n/en/catalogue';

/** The zoom steps of the viewer: + and − (and the buttons) move one step, a double click 1 ↔ 2. */
export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

export type GalleryViewerProps = {
  open: boolean;
  /** Full addresses of the pictures. */
  images: readonly string[];
  /** The vehicle's title: the dialog's name and the pictures' alternative texts name it. */
  title: string;
  /** The picture shown. */
  index: number;
  onIndexChange: (index: number) => void;
  /** Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  /** Called once the viewer has closed (after its transition): the opener takes the focus back. */
  onExited?: () => void;
};

type Pan = { x: number; y: number };

const Stage = styled('div', { name: 'MdGalleryViewer', slot: 'Stage' })({
  position: 'relative',
  flex: 1,
  minHeight: 0,
  overflow: 'hidden',
  touchAction: 'none',
  userSelect: 'none',
  '& img': {
    width: '100%',
    height: '100%',
    objectFit: 'contain',
    display: 'block',
    transformOrigin: 'center',
    transition: 'transform 150ms ease',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  '&[data-dragging="true"] img': { transition: 'none' },
});

const Arrow = styled(IconButton, { name: 'MdGalleryViewer', slot: 'Arrow' })({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 1,
  color: '#FFFFFF',
  backgroundColor: 'rgba(0, 0, 0, 0.55)',
  '&:hover': { backgroundColor: 'rgba(0, 0, 0, 0.75)' },
});

const barButton = {
  color: '#FFFFFF',
  '&[aria-disabled="true"]': { color: 'rgba(255, 255, 255, 0.5)' },
};

/** `pan` kept inside the picture: a zoomed picture moves at most until its edge meets the stage's. */
function clampPan(pan: Pan, zoom: number, stage: HTMLElement | null): Pan {
  if (!stage || zoom <= 1) return { x: 0, y: 0 };
  const maxX = ((zoom - 1) * stage.clientWidth) / 2;
  const maxY = ((zoom - 1) * stage.clientHeight) / 2;
  return {
    x: Math.max(-maxX, Math.min(maxX, pan.x)),
    y: Math.max(-maxY, Math.min(maxY, pan.y)),
  };
}

/**
 * The detail page's full-screen photo viewer (an MUI Dialog, no gallery library): one picture at
 * a time with its counter ("3 / 12"), previous / next by the on-screen arrows or the arrow keys,
 * zoom by the buttons, + and − or a double click, a zoomed picture moved by dragging it, Escape
 * closes. Loaded on demand by `DetailGallery`.
 */
export default function GalleryViewer({
  open,
  images,
  title,
  index,
  onIndexChange,
  onClose,
  onExited,
}: GalleryViewerProps) {
  const { t } = useTranslation('ui', { catalogue });
  const titleId = useId();
  const hintId = useId();
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; x: number; y: number; from: Pan } | null>(null);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState<Pan>({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const count = images.length;
  const current = Math.min(Math.max(index, 0), Math.max(count - 1, 0));

  const step = ZOOM_STEPS.indexOf(zoom as (typeof ZOOM_STEPS)[number]);
  const zoomTo = (next: number) => {
    setZoom(next);
    setPan((was) => clampPan(was, next, stage.current));
  };
  const zoomIn = () => {
    const next = ZOOM_STEPS[step + 1];
    if (next !== undefined) zoomTo(next);
  };
  const zoomOut = () => {
    const next = ZOOM_STEPS[step - 1];
    if (next !== undefined) zoomTo(next);
  };
  const unzoom = () => {
    setZoom(1);
    setPan({ x: 0, y: 0 });
  };
  // Each picture shows unzoomed, and so does the viewer when opened again.
  const go = (to: number) => {
    if (count < 2) return;
    unzoom();
    onIndexChange((to + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action: Record<string, (() => void) | undefined> = {
      ArrowLeft: () => go(current - 1),
      ArrowRight: () => go(current + 1),
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      _: zoomOut,
      '0': () => zoomTo(1),
    };
    const run = action[event.key];
    if (!run) return;
    event.preventDefault();
    run();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // The picture is dragged, not the arrows over it.
    if (zoom <= 1 || event.button !== 0 || !(event.target instanceof HTMLImageElement)) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, from: pan };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not track (a synthetic event): the drag still works inside.
    }
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    setPan(
      clampPan(
        { x: start.from.x + event.clientX - start.x, y: start.from.y + event.clientY - start.y },
        zoom,
        stage.current,
      ),
    );
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  const src = images[current];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      aria-describedby={hintId}
      disableRestoreFocus
      onKeyDown={onKeyDown}
      slotProps={{
        paper: {
          sx: { bgcolor: '#0B0F17', color: '#FFFFFF', display: 'flex', flexDirection: 'column' },
        },
        transition: {
          onExited: () => {
            unzoom();
            onExited?.();
          },
        },
      }}
      data-testid="gallery-viewer"
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: '1px solid rgba(255, 255, 255, 0.12)',
        }}
      >
        <Typography
          id={titleId}
          component="h2"
          sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}
          noWrap
        >
          {t('catalogue.gallery.title', { title })}
        </Typography>
        <Typography
          component="p"
          aria-live="polite"
          data-testid="gallery-counter"
          sx={{ fontVariantNumeric: 'tabular-nums', mr: 1 }}
        >
          {t('catalogue.gallery.counter', { index: current + 1, count })}
        </Typography>
        <IconButton
          aria-label={t('catalogue.gallery.zoomOut')}
          onClick={zoomOut}
          // Not `disabled`: a focused button that turns disabled would drop the focus (and the
          // keys that follow) out of the viewer.
          aria-disabled={step <= 0}
          sx={barButton}
        >
          <ZoomOut />
        </IconButton>
        <IconButton
          aria-label={t('catalogue.gallery.zoomIn')}
          onClick={zoomIn}
          aria-disabled={step >= ZOOM_STEPS.length - 1}
          sx={barButton}
        >
          <ZoomIn />
        </IconButton>
        <IconButton aria-label={t('catalogue.gallery.close')} onClick={onClose} sx={barButton}>
          <Close />
        </IconButton>
      </Box>
      <Stage
        ref={stage}
        data-zoom={zoom}
        data-dragging={dragging ? 'true' : undefined}
        onDoubleClick={(event) => {
          if (event.target instanceof HTMLImageElement) zoomTo(zoom > 1 ? 1 : 2);
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        sx={{ cursor: zoom > 1 ? (dragging ? 'grabbing' : 'grab') : 'zoom-in' }}
      >
        {src ? (
          <img
            key={src}
            src={src}
            alt={t('catalogue.images.alt', { title, index: current + 1, count })}
            draggable={false}
            style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }}
          />
        ) : null}
        {count > 1 ? (
          <>
            <Arrow
              aria-label={t('catalogue.images.previous')}
              onClick={() => go(current - 1)}
              sx={{ left: 12 }}
            >
              <ChevronLeft />
            </Arrow>
            <Arrow
              aria-label={t('catalogue.images.next')}
              onClick={() => go(current + 1)}
              sx={{ right: 12 }}
            >
              <ChevronRight />
            </Arrow>
          </>
        ) : null}
      </Stage>
      <Typography
        id={hintId}
        variant="body2"
        sx={{ px: 2, py: 1, color: 'rgba(255, 255, 255, 0.75)', textAlign: 'center' }}
      >
        {t('catalogue.gallery.hint')}
      </Typography>
    </Dialog>
  );
}
