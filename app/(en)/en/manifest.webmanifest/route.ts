import { manifestResponse } from '@/lib/install/manifest-response';

// The English edition's web app manifest; app/(en)/layout.tsx links it (lib/install/manifest.ts).
export const dynamic = 'force-static';

export function GET() {
  return manifestResponse('en');
}
