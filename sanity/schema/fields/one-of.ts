import { hasContent, requiredOneOf } from '../../rules';

type Messages = { none: string; both?: string };

/**
 * The studio side of `requiredOneOf` in ../../rules, with the editor's wording:
 * `validation: (rule) => rule.custom(oneOfCheck('link', {...}))`.
 */
export function oneOfCheck(typeName: keyof typeof requiredOneOf, messages: Messages) {
  const { fields, exactlyOne } = requiredOneOf[typeName];
  return (value: Record<string, unknown> | undefined): true | string => {
    if (!value) return true;
    const filled = fields.filter((field) => hasContent(value[field])).length;
    if (filled === 0) return messages.none;
    return exactlyOne && filled > 1 ? (messages.both ?? messages.none) : true;
  };
}
