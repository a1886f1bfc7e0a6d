import { ContentImage } from '@/components/ui/content-image';
import { normalizeHexColor, readableTextColor } from '@/lib/color/contrast';
import type { BlockProps } from '../block-props';

export function TextWithIllustrationBlock({ block }: BlockProps<'textWithIllustration'>) {
  // A content colour sets the backdrop; the text then goes black or white by its luminance.
  const background = normalizeHexColor(block.backgroundColor);
  const style = background
    ? { backgroundColor: background, color: readableTextColor(background) }
    : undefined;
  const imageRight = block.imageSide === 'right';
  const hasImage = Boolean(block.image?.url);

  return (
    <div style={style} data-background={background ?? undefined}>
      <div
        className={`section-container grid items-center gap-8 py-16 ${hasImage ? 'md:grid-cols-2 md:gap-12' : ''}`}
      >
        {hasImage ? (
          <div className={imageRight ? 'md:order-last' : undefined}>
            <ContentImage
              image={block.image}
              // The image's own alt text first; the block's alt is the fallback the studio describes.
              alt={block.image?.alt ?? block.alt ?? ''}
              width={720}
              sizes="(min-width: 62em) 36rem, 100vw"
              className="h-auto w-full rounded"
            />
          </div>
        ) : null}
        <div className={hasImage ? undefined : 'max-w-3xl'}>
          {block.heading ? (
            <h2 className="text-3xl font-bold sm:text-4xl">{block.heading}</h2>
          ) : null}
          {block.text ? (
            <p className="mt-4 whitespace-pre-line text-lg leading-relaxed">{block.text}</p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
