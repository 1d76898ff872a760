/*
 * Names the web app and the server that renders its public pages must agree on (the server reads
 * or writes them, the browser's app writes or reads them back).
 */

/**
 * The cookie where the web app remembers the reader's chosen language for the server
 * (`marketdrop.language=fr`): the server answers `/` in it. Also the web app's storage key.
 */
export const LANGUAGE_COOKIE = 'marketdrop.language';

/** The id of the `<script type="application/json">` that carries a server render's state. */
export const RENDER_STATE_ID = 'md-render-state';

/** The `<meta name>` the server adds to a rendered page: when it sent it, on its clock (epoch ms). */
export const SERVED_AT_META = 'md-served-at';
