/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API origin; empty or unset: the page's own origin. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
