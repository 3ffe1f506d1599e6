/**
 * The Content-Security-Policy of the built app (a meta tag vite adds at build
 * time; the dev server's hot reload needs inline scripts, so `npm run dev` runs
 * without it). Everything the app loads is its own: scripts, fonts, presets,
 * models. Styles may be inline (React style props, leva's styles); images and
 * workers may come from blob: and data: URLs (canvas exports; the text
 * renderer's workers load their code with importScripts from blob: URLs).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' data: blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
