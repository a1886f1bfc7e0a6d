import { imageFields } from '@/lib/sanity/fragments';
/** This block's fields in a page's `pageBuilder` (components/blocks/projection.ts). */
export const heroQuery = /* groq */ `
  _type == "hero" => {
    heading, tagline, buttonTitle, buttonLink,
    "backgroundImage": backgroundImage${imageFields},
    "backgroundVideoUrl": backgroundVideo.asset->url,
    compact, showLogo, extraTopPadding
  }
`;
