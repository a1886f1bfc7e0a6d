import type { ReactNode } from 'react';
import type { Language } from '@/lib/i18n/languages';

type Props = {
  /** The language the text is written in (lib/programme/text-language.ts). */
  lang: Language;
  /** The language of the page around it. */
  pageLanguage: Language;
  as?: 'span' | 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'a' | 'del' | 'strong';
  className?: string;
  href?: string;
  id?: string;
  children: ReactNode;
} & Record<`data-${string}`, string | undefined>;

/**
 * A content text, marked with its language only where it differs from the page's (a Norwegian
 * fallback on an English page): WCAG 3.1.2, language of parts.
 */
export function LocalizedText({ lang, pageLanguage, as: Tag = 'span', children, ...rest }: Props) {
  return (
    <Tag lang={lang === pageLanguage ? undefined : lang} {...rest}>
      {children}
    </Tag>
  );
}
