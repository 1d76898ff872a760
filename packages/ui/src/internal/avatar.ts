/** A neutral person silhouette, used when a user has no avatar or it fails to load. */
export const DEFAULT_AVATAR_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" fill="#E4EDFF"/>' +
    '<circle cx="32" cy="24" r="12" fill="#1A3FA8"/>' +
    '<path d="M10 60c2-12 11-19 22-19s20 7 22 19z" fill="#1A3FA8"/>' +
    '</svg>',
)}`;
