/**
 * Visitors' text as the staff terminal may print it. Names, messages and HubSpot's error texts
 * come from outside; a control character in them (an ANSI escape, a C1 CSI, a carriage return,
 * a bidi override) could rewrite or hide what staff see. Each is shown as `\uXXXX`, which is
 * also how JSON spells it, so `list --json` and `show` stay valid JSON.
 */
const UNSAFE =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, escape);
}

// What JSON.stringify leaves raw inside strings; its own output's C0 characters are the layout's
// newlines, since it escapes every C0 character in a string.
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** JSON for the terminal: JSON.stringify escapes C0 controls itself, this the rest. */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(UNSAFE_IN_JSON, escape);
}

function escape(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
