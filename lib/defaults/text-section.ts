/** A section of the privacy notice or the accessibility statement, ready to render. */
export type ResolvedSection = {
  id: string;
  heading: string;
  paragraphs: string[];
  /** A bulleted list after the paragraphs. */
  items?: string[];
  /** A link after everything else (outside the site: opens only on a click). */
  link?: { href: string; label: string };
};

/** An editor's plain text: a blank line starts a new paragraph. */
export function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** Editors' sections with a heading and text; ids made from the key so anchors stay stable. */
export function editorSections(
  sections: { _key?: string | null; heading?: string | null; body?: string | null }[] | null,
  prefix: string,
): ResolvedSection[] {
  return (sections ?? []).flatMap((section, index) => {
    const paragraphs = paragraphsOf(section.body);
    const heading = section.heading?.trim();
    if (!heading || paragraphs.length === 0) return [];
    return [{ id: `${prefix}-${section._key || index}`, heading, paragraphs }];
  });
}

/** "30 dager", "1 dag". */
export function days(count: number): string {
  return `${count} ${count === 1 ? 'dag' : 'dager'}`;
}
