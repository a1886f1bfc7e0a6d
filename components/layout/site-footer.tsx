import { getSiteSettings } from '@/lib/sanity';
import { resolveSiteSettings } from '@/lib/ui/site-defaults';

export async function SiteFooter() {
  const site = resolveSiteSettings(await getSiteSettings());
  return (
    <footer className="bg-primary-900 px-4 py-10 text-primary-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4">
        <p className="font-heading text-lg">{site.companyName}</p>
        <p>
          Send oss gjerne en e-post: <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
        <ul className="flex gap-4">
          {site.social.map((link) => (
            <li key={link.network}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="sr-only"> (åpnes i ny fane)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
