import { oneOfProblem, type requiredOneOf } from '../../rules';

type Messages = { none: string; both?: string };

/**
 * The studio side of `requiredOneOf` in ../../rules, with the editor's wording:
 * `validation: (rule) => rule.custom(oneOfCheck('link', {...}))`.
 */
export function oneOfCheck(typeName: keyof typeof requiredOneOf, messages: Messages) {
  return (value: Record<string, unknown> | undefined): true | string => {
    const problem = value ? oneOfProblem(typeName, value) : undefined;
    if (!problem) return true;
    return problem === 'both' ? (messages.both ?? messages.none) : messages.none;
  };
}
