/**
 * A redirect block shows nothing: a page holding one answers with a redirect before it renders
 * (lib/routing/redirect-target.ts, called by components/page/content-page.tsx).
 */
export function RedirectBlock(): null {
  return null;
}
