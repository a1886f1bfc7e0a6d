import { LineIcon } from '@/components/ui/line-icon';
import { telHref } from '@/lib/phone/tel-href';
import type { ResolvedSafetyContact } from '@/lib/defaults/safety-page';
import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';

export function SafetyContactCard({
  contact,
  language = DEFAULT_LANGUAGE,
}: {
  contact: ResolvedSafetyContact;
  language?: Language;
}) {
  const who = contact.name ?? contact.role;
  const text = dictionary(language).safety;
  return (
    <li
      data-safety-contact=""
      className="flex flex-col gap-3 rounded border border-primary-200 bg-white p-6 dark:border-primary-700 dark:bg-primary-900"
    >
      <h3 className="text-xl font-bold">{contact.role}</h3>
      {contact.name ? <p className="text-lg font-semibold">{contact.name}</p> : null}
      {contact.phone ? (
        <>
          <p>
            <span className="muted">{text.phone}</span>
            {contact.phone}
          </p>
          <a href={telHref(contact.phone)} className="btn btn-primary mt-auto self-start">
            <PhoneIcon />
            {text.call(who)}
          </a>
        </>
      ) : (
        <p className="muted">{text.notPublished}</p>
      )}
    </li>
  );
}

function PhoneIcon() {
  return (
    <LineIcon
      path="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z"
      className="h-5 w-5"
    />
  );
}
