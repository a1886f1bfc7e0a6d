import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';

/**
 * Matches a next.config header rule's source the way Next's router does (strict, unnamed groups
 * dropped): the parameters it captures for `path`, or false when the rule does not apply.
 */
export function matchHeaderRule(source: string, path: string): Record<string, unknown> | false {
  return getPathMatch(source, { strict: true, removeUnnamedParams: true })(path);
}
