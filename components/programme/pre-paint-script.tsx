'use client';

import { prePaintSources } from '#pre-paint-sources';
import { inlineCall } from '@/lib/ui/inline-call';

type PrePaintScriptProps = {
  /** Which step: lib/programme/pre-paint-start.ts or lib/programme/pre-paint.ts. */
  step: keyof typeof prePaintSources;
  /** Its options, as JSON. */
  options: unknown;
};

/**
 * A pre-paint step as an inline script, written by the server where it stands in the programme.
 * A client component so that the step's source text comes from `#pre-paint-sources`, which has it
 * on the server only: a server component's script text would also be in the RSC payload. The
 * browser's render has an empty script, which hydration leaves as it is (it compares no inner
 * HTML), and React never runs a script it renders.
 */
export function PrePaintScript({ step, options }: PrePaintScriptProps) {
  const source = prePaintSources[step];
  const call = source ? inlineCall(source, options) : '';
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: call }} />;
}
