/**
 * The landing hero's illustrations: small inline SVGs (no image request, no layout shift), drawn
 * in the brand colours. Decorative: hidden from assistive technology.
 */

export type HeroArtVariant = 'price-drop' | 'thursday';

const CAR = (
  <g>
    <path d="M20 62 40 32q8-13 24-15l96-4q20 0 36 13l30 22 36 8q18 4 18 20v16H20Z" fill="#FFFFFF" />
    <path d="M72 28 150 24l34 26-124 3Z" fill="#0B4FD8" opacity=".35" />
    <path d="M20 86h260" stroke="#CBD5E1" strokeWidth="4" />
    <circle cx="80" cy="96" r="22" fill="#0F172A" />
    <circle cx="80" cy="96" r="9" fill="#CBD5E1" />
    <circle cx="224" cy="96" r="22" fill="#0F172A" />
    <circle cx="224" cy="96" r="9" fill="#CBD5E1" />
  </g>
);

/** A price that steps down until it is claimed, or the Thursday close, behind a car. */
export function HeroArt({ variant }: { variant: HeroArtVariant }) {
  return (
    <svg
      viewBox="0 0 400 300"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block' }}
    >
      <circle cx="210" cy="140" r="130" fill="#FFFFFF" opacity=".08" />
      {variant === 'price-drop' ? (
        <g>
          <path
            d="M40 40h60v40h60v40h60v40h60"
            fill="none"
            stroke="#FDBA74"
            strokeWidth="10"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path d="m330 140 24 20-24 20Z" fill="#FDBA74" />
          <g transform="rotate(-12 300 60)">
            <rect x="250" y="30" width="110" height="56" rx="12" fill="#C2410C" />
            <circle cx="266" cy="58" r="6" fill="#FFFFFF" />
            <path d="M286 48h54M286 66h38" stroke="#FFFFFF" strokeWidth="8" strokeLinecap="round" />
          </g>
        </g>
      ) : (
        <g>
          <rect x="40" y="26" width="130" height="130" rx="18" fill="#FFFFFF" />
          <rect x="40" y="26" width="130" height="40" rx="18" fill="#C2410C" />
          <rect x="40" y="48" width="130" height="18" fill="#C2410C" />
          <path d="M72 18v24M138 18v24" stroke="#0F172A" strokeWidth="10" strokeLinecap="round" />
          <path
            d="m78 112 20 20 38-44"
            fill="none"
            stroke="#1B7F3B"
            strokeWidth="12"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <g fill="#FDBA74">
            <circle cx="250" cy="60" r="8" />
            <circle cx="300" cy="40" r="6" />
            <circle cx="340" cy="80" r="9" />
          </g>
        </g>
      )}
      <g transform="translate(60 160)">{CAR}</g>
    </svg>
  );
}
