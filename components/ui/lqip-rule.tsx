'use client';

import { ServerInsertedHTMLContext, useServerInsertedHTML } from 'next/navigation';
import { useContext, useRef } from 'react';
import { lqipOf, lqipRule } from '@/lib/ui/lqip-store';

/** The ids each request (its insert function) has written, so an image shown twice costs once. */
const written = new WeakMap<object, Set<string>>();

/**
 * Writes the CSS rule that shows one image's placeholder into the HTML only, through Next's
 * `useServerInsertedHTML` (as the site stylesheet is): the RSC payload carries the id, never the
 * data URL (lib/ui/lqip-store.ts). Renders nothing, on the server and in the browser alike.
 */
export function LqipRule({ id }: { id: string }) {
  const request = useContext(ServerInsertedHTMLContext);
  const inserted = useRef(false);
  useServerInsertedHTML(() => {
    // Called at every flush of the streamed HTML; the rule belongs in the first after the image.
    if (inserted.current || !request) return null;
    inserted.current = true;
    const ids = written.get(request) ?? new Set<string>();
    written.set(request, ids);
    const lqip = lqipOf(id);
    if (!lqip || ids.has(id)) return null;
    ids.add(id);
    return <style data-lqip-rule={id} dangerouslySetInnerHTML={{ __html: lqipRule(id, lqip) }} />;
  });
  return null;
}
