// Named fragments, so every image and file is projected the same way everywhere (the queries
// here and each block's query.ts in components/blocks/).
// Crop and hotspot frame the image (lib/sanity/image-framing.ts); the LQIP and the dominant
// colour are its placeholder while it loads (components/ui/content-image.tsx).
export const imageFields = /* groq */ `{
  "url": asset->url,
  alt,
  crop,
  hotspot,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  "lqip": asset->metadata.lqip,
  "dominantColor": asset->metadata.palette.dominant.background,
  "opaque": asset->metadata.isOpaque
}`;

// Logos are drawn whole (no framing) and may be transparent (no placeholder).
export const logoFields = /* groq */ `{
  "url": asset->url,
  alt,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
}`;
