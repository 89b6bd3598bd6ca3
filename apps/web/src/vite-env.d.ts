// The build-time variables the app reads, typed (vite/client leaves them `any`).
interface ImportMetaEnv {
  /** API origin; empty or unset means the app's own origin. */
  readonly VITE_API_URL?: string;
}
