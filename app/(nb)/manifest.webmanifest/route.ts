import { manifestResponse } from '@/lib/install/manifest-response';

// The Norwegian edition's web app manifest; app/(nb)/layout.tsx links it (lib/install/manifest.ts).
export const dynamic = 'force-static';

export function GET() {
  return manifestResponse('nb');
}
