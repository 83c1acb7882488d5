/**
 * A cookie that is neither the session nor a secret: it tells the page server that a session may
 * exist (the refresh cookie is never sent to pages), so that only a visitor without one is sent
 * the prerendered anonymous home page (plugins/spa.ts, issue 15). accounts/refresh-cookie.ts sets
 * and clears it together with the refresh cookie.
 */
export const SESSION_HINT_COOKIE = 'has_session';
