/** A tel: URL for a number as people write it ('+47 912 34 567' → 'tel:+4791234567'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
