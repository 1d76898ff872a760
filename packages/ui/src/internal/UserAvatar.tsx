import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { styled } from '@mui/material/styles';
import { DEFAULT_AVATAR_SRC } from './avatar';

export type UserAvatarProps = Omit<AvatarProps, 'src' | 'children'> & {
  /** The avatar's address; the default image shows when it is missing or fails to load. */
  src?: string | null;
  alt: string;
};

const FallbackImage = styled('img', { name: 'MdUserAvatar', slot: 'Fallback' })({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/**
 * An avatar that shows the default image when its picture is missing or fails to load (MUI's
 * Avatar renders its children once the picture errors).
 */
export function UserAvatar({ src, alt, ...rest }: UserAvatarProps) {
  return (
    <Avatar {...rest} alt={alt} src={src || undefined}>
      <FallbackImage src={DEFAULT_AVATAR_SRC} alt={alt} data-fallback="true" />
    </Avatar>
  );
}
