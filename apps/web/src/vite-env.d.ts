// The build-time variables the app reads, typed (vite/client leaves them `any`).
interface ImportMetaEnv {
  /** API origin; empty or unset means the app's own origin. */
  readonly VITE_API_URL?: string;
  /** Set by vite.config.ts for each build: the offline cache of another build is dropped. */
  readonly VITE_BUILD_ID?: string;
}
