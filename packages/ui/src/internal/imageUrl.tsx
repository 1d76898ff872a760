import { createContext, useContext, type ReactNode } from 'react';

const ImageBaseUrlContext = createContext<string>('');

export type ImageBaseUrlProviderProps = {
  /** The address image paths are prefixed with, e.g. the API host `https://api.example.com`. */
  baseUrl: string;
  children?: ReactNode;
};

/**
 * Sets the address that vehicle and banner image paths are prefixed with, for every catalogue
 * component inside (a component's own `imageBaseUrl` prop wins over it).
 */
export function ImageBaseUrlProvider({ baseUrl, children }: ImageBaseUrlProviderProps) {
  return <ImageBaseUrlContext.Provider value={baseUrl}>{children}</ImageBaseUrlContext.Provider>;
}

/** The base address in force: the prop when given, else the nearest `ImageBaseUrlProvider`'s. */
export function useImageBaseUrl(override?: string | null): string {
  const fromContext = useContext(ImageBaseUrlContext);
  return override ?? fromContext;
}

/**
 * Joins a base address and an image path with exactly one slash. Absolute addresses (`http:`,
 * `https:`, `data:`, `blob:`, protocol-relative) are returned as they are.
 */
export function resolveImageUrl(baseUrl: string, path: string): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path)) return path;
  if (!baseUrl) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
