import { CONTACT_TEXT } from '@/lib/contact-message/contact-text';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { ContentImage } from '@/components/ui/content-image';
import { telHref } from '@/lib/phone/tel-href';
import { ContactForm } from '@/components/contact/lazy-island';
import type { BlockProps } from '../block-props';
import { portraitAlt } from '@/lib/ui/portrait-alt';

export function FormBlock({ block, language = DEFAULT_LANGUAGE }: BlockProps<'form'>) {
  const hasContact = Boolean(block.contactName || block.contactEmail || block.contactPhone);
  return (
    <div className="section-container py-16">
      {/* Without a title the form's own h3 would follow the page's h1 directly; keep the outline whole. */}
      {block.title ? (
        <h2 className="text-3xl font-bold sm:text-4xl">{block.title}</h2>
      ) : (
        <h2 className="sr-only">{CONTACT_TEXT[language].blockHeading}</h2>
      )}
      {block.description ? <p className="mt-3 max-w-3xl text-lg">{block.description}</p> : null}
      {/* The form island takes half the row, the contact person the other half (docs/product-rules.md). */}
      <div className="mt-10 flex flex-col gap-10 md:flex-row md:gap-0">
        {hasContact ? (
          <aside aria-label="Kontaktperson" className="md:w-1/2 md:pr-12">
            <div className="flex items-center gap-5">
              {block.contactImage?.url ? (
                <ContentImage
                  image={block.contactImage}
                  alt={portraitAlt(block.contactImage, block.contactName)}
                  width={112}
                  height={112}
                  className="h-28 w-28 shrink-0 rounded-full object-cover"
                />
              ) : null}
              <div className="flex flex-col gap-1">
                {block.contactName ? (
                  <p className="font-heading text-xl font-bold">{block.contactName}</p>
                ) : null}
                {block.contactEmail ? (
                  <p>
                    <span className="muted">E-post: </span>
                    <a
                      href={`mailto:${block.contactEmail}`}
                      className="font-semibold underline underline-offset-4 hover:no-underline"
                    >
                      {block.contactEmail}
                    </a>
                  </p>
                ) : null}
                {block.contactPhone ? (
                  <p>
                    <span className="muted">Telefon: </span>
                    <a
                      href={telHref(block.contactPhone)}
                      className="font-semibold underline underline-offset-4 hover:no-underline"
                    >
                      {block.contactPhone}
                    </a>
                  </p>
                ) : null}
              </div>
            </div>
          </aside>
        ) : null}
        <ContactForm contactEmail={block.contactEmail} language={language} />
      </div>
    </div>
  );
}
