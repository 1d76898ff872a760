import { useId, useMemo, useState, type CSSProperties } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Refresh from '@mui/icons-material/Refresh';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { dealer } from '../i18n/en/dealer';
import { useTranslation } from '../i18n/useTranslation';
import { FilePickButton } from '../internal/FilePickButton';
import { IMAGE_TYPES, MB, checkFile } from '../internal/files';
import { resolveImageUrl, useImageBaseUrl } from '../internal/imageUrl';

/** One photo of the manager: a stored one, or one being sent (or that failed to be). */
export type PhotoManagerItem = {
  /** The stored photo's id, or a local id while it is being sent. */
  id: string;
  /** Its address: a path on the API host, or a `blob:` address of the local file while sending. */
  src: string;
  /** `srcset` of the stored sizes. */
  srcSet?: string | null;
  /** `done` (stored; the default), `uploading` or `failed`. */
  status?: 'done' | 'uploading' | 'failed';
  /** 0 to 100 while uploading, when the transport tells; absent: an indeterminate bar. */
  progress?: number | null;
  /** Why it failed (shown under it). */
  error?: string | null;
  /** The file's name. */
  name?: string | null;
};

export type PhotoManagerProps = {
  /** Stored photos first, in order (the first is the cover), then those being sent. */
  photos: readonly PhotoManagerItem[];
  /** Files chosen and accepted (type, size, room left); the caller uploads them. */
  onAdd: (files: File[]) => void;
  /** The stored photos' ids in their new order (the first becomes the cover). */
  onReorder: (ids: string[]) => void;
  onRemove: (id: string) => void;
  /** Sends a failed photo again. */
  onRetry?: (id: string) => void;
  /** Most photos a listing holds (default 30). */
  max?: number;
  /** Largest file, in MB (default 10). */
  maxFileMb?: number;
  /** Nothing can be added, moved or removed (e.g. the listing is not saved yet). */
  disabled?: boolean;
  /** Why it is disabled, shown instead of the hint. */
  disabledReason?: string | null;
  /** Prefix of stored photo paths (default: the nearest `ImageBaseUrlProvider`'s). */
  imageBaseUrl?: string;
  /** Heading level of "Photos" (default 3). */
  headingLevel?: 2 | 3 | 4;
};

const Grid = styled('ol', { name: 'MdPhotoManager', slot: 'Grid' })(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
}));

const Tile = styled('li', { name: 'MdPhotoManager', slot: 'Tile' })(({ theme }) => ({
  position: 'relative',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
  backgroundColor: theme.palette.background.paper,
  display: 'flex',
  flexDirection: 'column',
}));

const Handle = styled('div', { name: 'MdPhotoManager', slot: 'Handle' })(({ theme }) => ({
  position: 'relative',
  aspectRatio: '4 / 3',
  cursor: 'grab',
  touchAction: 'none',
  backgroundColor: theme.palette.grey[100],
  '&:focus-visible': {
    outline: `3px solid ${theme.palette.primary.main}`,
    outlineOffset: -3,
  },
  '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
}));

const CoverBadge = styled('span', { name: 'MdPhotoManager', slot: 'Cover' })(({ theme }) => ({
  position: 'absolute',
  pointerEvents: 'none',
  top: theme.spacing(0.75),
  left: theme.spacing(0.75),
  padding: theme.spacing(0.25, 1),
  borderRadius: 6,
  fontSize: '0.75rem',
  fontWeight: 700,
  color: '#FFFFFF',
  backgroundColor: theme.palette.primary.main,
}));

const Toolbar = styled('div', { name: 'MdPhotoManager', slot: 'Toolbar' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: theme.spacing(0.25, 0.5),
}));

function SortablePhoto({
  photo,
  index,
  count,
  disabled,
  baseUrl,
  onMove,
  onRemove,
}: {
  photo: PhotoManagerItem;
  index: number;
  count: number;
  disabled: boolean;
  baseUrl: string;
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation('ui', { dealer });
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
    disabled,
  });
  const style: CSSProperties = {
    transform: CSS.Transform.toString(transform),
    transition,
    zIndex: isDragging ? 2 : undefined,
    boxShadow: isDragging ? '0 8px 24px rgba(0,0,0,0.25)' : undefined,
  };
  const position = index + 1;
  return (
    <Tile ref={setNodeRef} style={style} data-photo-id={photo.id}>
      <Handle
        {...attributes}
        {...listeners}
        aria-label={t('dealer.photos.dragHandle', { index: position })}
        aria-roledescription={undefined}
      >
        <img
          src={resolveImageUrl(baseUrl, photo.src)}
          srcSet={photo.srcSet ?? undefined}
          sizes="200px"
          alt={t('dealer.photos.photo', { index: position })}
          draggable={false}
        />
      </Handle>
      {index === 0 ? <CoverBadge>{t('dealer.photos.cover')}</CoverBadge> : null}
      <Toolbar>
        <Box>
          <IconButton
            size="small"
            aria-label={t('dealer.photos.moveEarlier', { index: position })}
            disabled={disabled || index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowBack fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('dealer.photos.moveLater', { index: position })}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowForward fontSize="small" />
          </IconButton>
        </Box>
        <IconButton
          size="small"
          aria-label={t('dealer.photos.remove', { index: position })}
          disabled={disabled}
          onClick={() => onRemove(photo.id)}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Toolbar>
    </Tile>
  );
}

/**
 * A listing's photos: up to 30, the first one the cover. Add photos (JPEG, PNG or WebP, checked
 * for type and size before they are sent), reorder them by dragging, by the keyboard (Space to
 * pick a photo up, arrow keys, Space to drop, with spoken announcements) or with the arrow
 * buttons, and remove them. Photos being sent show their progress; a failed one its error and Retry.
 */
export function PhotoManager({
  photos,
  onAdd,
  onReorder,
  onRemove,
  onRetry,
  max = 30,
  maxFileMb = 10,
  disabled = false,
  disabledReason,
  imageBaseUrl,
  headingLevel = 3,
}: PhotoManagerProps) {
  const { t } = useTranslation('ui', { dealer });
  const baseUrl = useImageBaseUrl(imageBaseUrl);
  const titleId = useId();
  const hintId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const stored = useMemo(
    () => photos.filter((photo) => (photo.status ?? 'done') === 'done'),
    [photos],
  );
  const pending = photos.filter((photo) => (photo.status ?? 'done') !== 'done');
  const ids = stored.map((photo) => photo.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dealer.photos.dnd.picked', { from: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dealer.photos.dnd.over', { from: positionOf(active.id), to: positionOf(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('dealer.photos.dnd.dropped', {
        from: positionOf(active.id),
        to: positionOf(over?.id ?? active.id),
      }),
    onDragCancel: ({ active }) => t('dealer.photos.dnd.cancelled', { from: positionOf(active.id) }),
  };

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= ids.length) return;
    onReorder(arrayMove(ids, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  const add = (files: File[]) => {
    const found: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const check = checkFile(file, IMAGE_TYPES, maxFileMb * MB);
      if (check === 'type') found.push(t('dealer.photos.invalidType', { name: file.name }));
      else if (check === 'size')
        found.push(t('dealer.photos.tooLarge', { name: file.name, max: maxFileMb }));
      else accepted.push(file);
    }
    const room = Math.max(0, max - photos.length);
    if (accepted.length > room) {
      found.push(t('dealer.photos.tooMany', { max, count: accepted.length - room }));
    }
    setProblems(found);
    const taken = accepted.slice(0, room);
    if (taken.length > 0) onAdd(taken);
  };

  const Heading = `h${headingLevel}` as const;
  const full = photos.length >= max;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id={titleId} component={Heading} variant="h6" sx={{ fontWeight: 700 }}>
          {t('dealer.photos.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="photo-count">
          {t('dealer.photos.count', { count: photos.length, max })}
        </Typography>
        <Box sx={{ ml: 'auto' }}>
          <FilePickButton
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlined />}
            accept={IMAGE_TYPES.join(',')}
            multiple
            inputName="photos"
            disabled={disabled || full}
            onFiles={add}
            aria-describedby={hintId}
          >
            {t('dealer.photos.add')}
          </FilePickButton>
        </Box>
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {disabled && disabledReason ? disabledReason : t('dealer.photos.hint', { max })}
      </Typography>
      {problems.length > 0 ? (
        <Alert severity="warning" onClose={() => setProblems([])}>
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      ) : null}
      {photos.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('dealer.photos.empty')}
        </Typography>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('dealer.photos.dnd.instructions') },
          }}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy} disabled={disabled}>
            <Grid aria-labelledby={titleId}>
              {stored.map((photo, index) => (
                <SortablePhoto
                  key={photo.id}
                  photo={photo}
                  index={index}
                  count={stored.length}
                  disabled={disabled}
                  baseUrl={baseUrl}
                  onMove={move}
                  onRemove={onRemove}
                />
              ))}
              {pending.map((photo) => (
                <Tile key={photo.id} data-photo-id={photo.id} data-status={photo.status}>
                  <Handle as="div" sx={{ cursor: 'default' }}>
                    <img src={resolveImageUrl(baseUrl, photo.src)} alt={photo.name ?? ''} />
                  </Handle>
                  {photo.status === 'uploading' ? (
                    <Box sx={{ p: 1 }}>
                      <LinearProgress
                        variant={
                          typeof photo.progress === 'number' ? 'determinate' : 'indeterminate'
                        }
                        value={photo.progress ?? undefined}
                        aria-label={
                          typeof photo.progress === 'number'
                            ? t('dealer.photos.uploadingPercent', {
                                percent: Math.round(photo.progress),
                              })
                            : t('dealer.photos.uploading')
                        }
                      />
                      <Typography variant="caption" color="text.secondary">
                        {typeof photo.progress === 'number'
                          ? t('dealer.photos.uploadingPercent', {
                              percent: Math.round(photo.progress),
                            })
                          : t('dealer.photos.uploading')}
                      </Typography>
                    </Box>
                  ) : (
                    <Box sx={{ p: 1, display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
                      <Typography variant="caption" color="error" role="alert" sx={{ flex: 1 }}>
                        {photo.error ?? t('dealer.photos.failed')}
                      </Typography>
                      {onRetry ? (
                        <IconButton
                          size="small"
                          aria-label={t('dealer.photos.retry')}
                          onClick={() => onRetry(photo.id)}
                        >
                          <Refresh fontSize="small" />
                        </IconButton>
                      ) : null}
                      <IconButton
                        size="small"
                        aria-label={t('dealer.photos.remove', {
                          index: stored.length + pending.indexOf(photo) + 1,
                        })}
                        onClick={() => onRemove(photo.id)}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Box>
                  )}
                </Tile>
              ))}
            </Grid>
          </SortableContext>
        </DndContext>
      )}
    </Box>
  );
}
