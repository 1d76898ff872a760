import { useState } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { DEFAULT_AVATAR_SRC } from './avatar';

export type UserAvatarProps = {
  /** The avatar's address; the default image shows when it is missing or fails to load. */
  src?: string | null;
  alt: string;
  /** Size and other styles (default 40 × 40 px). */
  sx?: SxProps<Theme>;
  className?: string;
};

const AvatarImage = styled('img', { name: 'MdUserAvatar', slot: 'Root' })(({ theme }) => ({
  display: 'block',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: '50%',
  objectFit: 'cover',
  backgroundColor: theme.palette.grey[300],
}));

/**
 * A round avatar that shows the default image when its picture is missing or fails to load. One
 * `<img>` (not MUI's Avatar): the header shows it on every page.
 */
export function UserAvatar({ src, alt, sx, className }: UserAvatarProps) {
  // The address that failed: a new `src` is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const own = src && src !== failed ? src : null;
  return (
    <AvatarImage
      key={own ?? 'default'}
      src={own ?? DEFAULT_AVATAR_SRC}
      alt={alt}
      data-fallback={own ? undefined : 'true'}
      onError={own ? () => setFailed(own) : undefined}
      className={className}
      sx={sx}
    />
  );
}
