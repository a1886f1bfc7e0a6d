import type { ResolvedPrivacyPage } from '@/lib/defaults/privacy-page';
import { TextSections } from './text-sections';

export function PrivacyContent({ page }: { page: ResolvedPrivacyPage }) {
  return (
    <div className="section-container py-16">
      <h1 className="max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">{page.heading}</h1>
      {page.intro.map((paragraph, index) => (
        <p key={index} className="mt-5 max-w-3xl text-lg leading-relaxed">
          {paragraph}
        </p>
      ))}
      <TextSections sections={page.sections} />
    </div>
  );
}
