/** "(påkrevd)" next to a required field's label; the form passes its language's word. */
export function RequiredMark({ text = '(påkrevd)' }: { text?: string }) {
  return <span className="muted text-sm font-normal">{text}</span>;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}
